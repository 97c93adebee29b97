# `prop.setter(f)` returns a new property with `f` as its setter and the getter kept: the
# class attribute built from it validates stores, so the read-back value is never negative.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
class Account:
    def _balance(self):
        return self._cents

    def _store(self, value):
        self._cents = value if value >= 0 else 0

    balance = property(_balance).setter(_store)

    def __init__(self, cents):
        self.balance = cents


def main(n: int) -> int:
    a = Account(n)
    assert a.balance >= 0
    assert Account.balance.fget is Account._balance
    return a.balance

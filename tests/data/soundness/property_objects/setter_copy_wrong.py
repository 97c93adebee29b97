# `prop.getter(f)` replaces the getter only: the old setter stays, and the new getter reads
# the stored value negated, so a positive store reads back negative.
# expect: failed
# inputs: (5,), (0,), (-2,), (9,)
class Account:
    def _balance(self):
        return self._cents

    def _negated(self):
        return -self._cents

    def _store(self, value):
        self._cents = value if value >= 0 else 0

    balance = property(_balance, _store).getter(_negated)

    def __init__(self, cents):
        self.balance = cents


def main(n: int) -> int:
    a = Account(n)
    assert a.balance >= 0
    return a.balance

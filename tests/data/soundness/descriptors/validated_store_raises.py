# A validating descriptor raises ValueError on a negative store; the program catches it, so
# the attribute keeps its earlier (non-negative) value whatever is tried.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
class NonNegative:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, "_" + self.name)

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"{self.name} must be >= 0")
        setattr(obj, "_" + self.name, value)


class Account:
    balance = NonNegative()

    def __init__(self):
        self.balance = 0


def main(n: int) -> int:
    acct = Account()
    try:
        acct.balance = n
    except ValueError:
        pass
    assert acct.balance >= 0
    assert acct.balance == max(n, 0)
    return acct.balance

# As validated_store_raises.py, but not catching the descriptor's ValueError: a negative
# store fails.
# expect: failed
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
    acct.balance = n
    return acct.balance

# A `__name` inside a class body is `_Class__name`: the class reads what it stored, under
# either spelling, and its private method is its own even when a subclass defines one.
# expect: proved
# inputs: (0,), (5,), (-2,), (9,)
class Account:
    __fee = 2

    def __init__(self, balance):
        self.__balance = balance

    def __charge(self, amount):
        return amount + self.__fee

    def pay(self, amount):
        self.__balance -= self.__charge(amount)
        return self.__balance


class Premium(Account):
    def __charge(self, amount):
        return amount


def main(n: int) -> int:
    a = Premium(n)
    assert a.pay(1) == n - 3
    assert a._Account__balance == n - 3 and not hasattr(a, "__balance")
    return n

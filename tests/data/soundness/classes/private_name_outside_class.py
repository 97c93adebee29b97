# `obj.__balance` outside the class is not mangled, so it misses the `_Account__balance` the
# class stored: AttributeError.
# expect: failed
# inputs: (0,), (5,), (-2,), (9,)
class Account:
    def __init__(self, balance):
        self.__balance = balance


def main(n: int) -> int:
    a = Account(n)
    if n > 3:
        return a.__balance
    return n

"""An abstract method implemented by a subclass whose method carries the program's own
decorator (timing, counting, validating): the subclass is concrete, as in CPython."""
from abc import ABC, abstractmethod
import functools

CALLS = []


def traced(method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        CALLS.append(f"{type(self).__name__}.{method.__name__}{args}")
        return method(self, *args, **kwargs)
    return wrapper


def checked(limit):
    def decorate(method):
        @functools.wraps(method)
        def wrapper(self, amount):
            if amount > limit:
                raise ValueError(f"{amount} exceeds {limit}")
            return method(self, amount)
        return wrapper
    return decorate


class Account(ABC):
    @abstractmethod
    def withdraw(self, amount): ...

    @abstractmethod
    def describe(self): ...

    def summary(self):
        return f"{self.describe()} after withdrawing: {self.withdraw(5)}"


class Checking(Account):
    def __init__(self, balance):
        self.balance = balance

    @traced
    def withdraw(self, amount):
        self.balance -= amount
        return self.balance

    @traced
    def describe(self):
        return "checking"


class Savings(Checking):
    @checked(100)
    def withdraw(self, amount):
        return super().withdraw(amount)

    def describe(self):
        return "savings"


class HalfDone(Account):
    @traced
    def describe(self):
        return "half"


def main():
    c = Checking(50)
    print(c.summary(), c.withdraw(10))
    s = Savings(500)
    print(s.summary())
    try:
        s.withdraw(250)
    except ValueError as e:
        print("refused:", e)
    try:
        HalfDone()
    except TypeError as e:
        print("TypeError:", e)
    print(sorted(Account.__abstractmethods__), sorted(HalfDone.__abstractmethods__), sorted(Checking.__abstractmethods__))
    print(CALLS)
    return len(CALLS)


if __name__ == "__main__":
    main()

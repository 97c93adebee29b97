"""Property objects read through their class, built by call and copied by setter/deleter."""
from abc import ABC, abstractmethod
import functools


class Account:
    """A bank account with a validated balance."""

    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance

    @property
    def balance(self):
        """The current balance in cents."""
        return self._balance

    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError(f"negative balance: {value}")
        self._balance = value

    @balance.deleter
    def balance(self):
        self._balance = 0

    @property
    def label(self):
        return f"{self.owner}:{self._balance}"

    @functools.cached_property
    def statement(self):
        """A cached summary."""
        return f"statement for {self.owner}"


class Savings(Account):
    pass


class Shape(ABC):
    @property
    @abstractmethod
    def sides(self):
        """How many sides."""

    @property
    def name(self):
        return type(self).__name__


class Square(Shape):
    @property
    def sides(self):
        return 4


class Celsius:
    def get_degrees(self):
        "Degrees Celsius."
        return self._degrees

    def set_degrees(self, value):
        self._degrees = round(value, 1)

    def del_degrees(self):
        print("  deleting degrees")
        del self._degrees

    degrees = property(get_degrees, set_degrees, del_degrees)
    readonly = property(get_degrees)
    documented = property(fget=get_degrees, doc="Explicit doc.")
    blank = property()

    def __init__(self, degrees):
        self.degrees = degrees


def describe(cls, name):
    prop = getattr(cls, name)
    parts = [type(prop).__name__, isinstance(prop, property)]
    for attr in ("fget", "fset", "fdel"):
        f = getattr(prop, attr)
        parts.append(None if f is None else f.__name__)
    parts.append(prop.__doc__)
    return parts


def main():
    print(describe(Account, "balance"))
    print(describe(Account, "label"))
    print(describe(Savings, "balance"), Savings.balance is Account.balance)
    print(Account.balance is Account.balance, Account.balance == Account.label)
    acct = Savings("ann", 50)
    print(Account.balance.fget(acct), acct.balance)
    Account.balance.fset(acct, 75)
    print(acct.balance, acct.label)
    Account.balance.fdel(acct)
    print(acct.balance)
    try:
        Account.label.fset(acct, 1)
    except TypeError as e:
        print("TypeError:", e)
    print(type(Account.statement).__name__, Account.statement.attrname, Account.statement.__doc__)
    print(Account.statement.func(acct), Account.statement.func.__name__)
    print(Shape.sides.__isabstractmethod__, Square.sides.__isabstractmethod__, Shape.name.__isabstractmethod__)
    print(getattr(Shape.sides, "__isabstractmethod__", False), Shape.sides.__doc__, Square().sides)

    c = Celsius(21.26)
    print(c.degrees, c.readonly, Celsius.degrees.__doc__, Celsius.documented.__doc__, Celsius.blank.__doc__)
    print(describe(Celsius, "degrees"))
    c.degrees = 30.04
    print(c.degrees)
    for action in ("set readonly", "del readonly", "get blank", "set blank", "del blank"):
        try:
            if action == "set readonly":
                c.readonly = 1
            elif action == "del readonly":
                del c.readonly
            elif action == "get blank":
                print(c.blank)
            elif action == "set blank":
                c.blank = 2
            else:
                del c.blank
        except AttributeError as e:
            print(f"{action}: AttributeError: {e}")
    del c.degrees
    try:
        print(c.degrees)
    except AttributeError as e:
        print("AttributeError:", e)

    base = property(Celsius.get_degrees)
    with_setter = base.setter(Celsius.set_degrees)
    with_deleter = with_setter.deleter(Celsius.del_degrees)
    print(with_setter is base, with_setter.fget is base.fget, base.fset, with_setter.fset.__name__)
    print(with_deleter.fdel.__name__, with_deleter.__doc__, base.getter(None).fget is base.fget)
    renamed = base.getter(Celsius.set_degrees)
    print(renamed.fget.__name__, renamed.__doc__)
    for bad in ((1, 2, 3, 4, 5), ()):
        try:
            print(property(*bad).fget)
        except TypeError as e:
            print("TypeError:", e)
    try:
        property(colour="red")
    except TypeError as e:
        print("TypeError:", e)
    try:
        base.fget = None
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        base.extra = 1
    except AttributeError as e:
        print("AttributeError:", e)
    base.__doc__ = "changed"
    print(base.__doc__, isinstance(acct, property), isinstance(base, (int, property)), property.__name__)


if __name__ == "__main__":
    main()

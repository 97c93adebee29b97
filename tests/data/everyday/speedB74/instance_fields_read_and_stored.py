# Instance attributes read and stored the way programs use them, next to every class kind
# whose attributes are not simply the instance's own: properties, __slots__, __setattr__,
# __getattr__, frozen dataclasses, exceptions, enumerations, super objects, methods shadowed
# by an attribute, attributes deleted, and subclasses of each.
from dataclasses import dataclass
from enum import Enum


class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.history = 0

    def deposit(self, amount):
        self.balance += amount
        self.history += 1


class Savings(Account):
    rate = 3

    def interest(self):
        return self.balance * self.rate // 100


@dataclass
class Point:
    x: int
    y: int


@dataclass(frozen=True)
class Frozen:
    x: int


class Temperature:
    def __init__(self, celsius):
        self._celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273:
            raise ValueError("below absolute zero")
        self._celsius = value

    @property
    def fahrenheit(self):
        return self._celsius * 9 // 5 + 32


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a):
        self.a = a


class Audited:
    def __init__(self):
        self.log = []
        self.value = 0

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append(name)
        object.__setattr__(self, name, value)


class Fallback:
    def __init__(self):
        self.present = "here"

    def __getattr__(self, name):
        return f"computed {name}"


class Problem(Exception):
    def __init__(self, code):
        super().__init__(f"problem {code}")
        self.code = code


class Color(Enum):
    RED = 1
    GREEN = 2


class Shadow:
    def label(self):
        return "method"


def attempt(label, action):
    try:
        print(label, action())
    except (AttributeError, TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


def main():
    a = Account("ann", 10)
    for i in range(5):
        a.deposit(i)
    print(a.owner, a.balance, a.history)
    s = Savings("sam", 1000)
    s.deposit(200)
    print(s.interest(), s.rate, s.balance)
    s.rate = 5
    print(s.interest(), Savings.rate)
    p = Point(1, 2)
    p.x += 10
    p.y = p.x * 2
    print(p, p.x, p.y)
    f = Frozen(3)
    attempt("frozen store", lambda: setattr(f, "x", 4))
    print(f.x)
    t = Temperature(20)
    t.celsius = 25
    print(t.celsius, t.fahrenheit, t._celsius)
    attempt("property check", lambda: setattr(t, "celsius", -300))
    attempt("no setter", lambda: setattr(t, "fahrenheit", 1))
    sl = Slotted(1)
    sl.b = 2
    print(sl.a, sl.b)
    attempt("slot missing", lambda: setattr(sl, "c", 3))
    au = Audited()
    au.value = 5
    au.value += 1
    au.extra = "x"
    print(au.value, au.extra, au.log)
    fb = Fallback()
    print(fb.present, fb.absent)
    fb.absent = "now set"
    print(fb.absent)
    try:
        raise Problem(7)
    except Problem as e:
        print(e.code, e.args, str(e))
        e.code = 8
        print(e.code)
    print(Color.RED.name, Color.GREEN.value)
    attempt("enum name", lambda: setattr(Color.RED, "name", "BLUE"))
    sh = Shadow()
    print(sh.label())
    sh.label = lambda: "attribute"
    print(sh.label())
    del a.history
    attempt("deleted", lambda: a.history)
    a.history = 99
    print(a.history, a.balance)
    attempt("missing", lambda: a.missing)
    print(vars(a))
    print(a.__class__.__name__, a.__dict__)

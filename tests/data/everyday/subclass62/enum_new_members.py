"""Enumerations whose members carry extra attributes, made by the class's own __new__."""
from enum import Enum, IntEnum


class HttpStatus(Enum):
    OK = (200, "OK")
    CREATED = (201, "Created")
    NOT_FOUND = (404, "Not Found")
    TEAPOT = (418, "I'm a teapot")

    def __new__(cls, code, phrase):
        member = object.__new__(cls)
        member._value_ = code
        member.phrase = phrase
        return member

    @property
    def is_error(self):
        return self.value >= 400

    def describe(self):
        return f"{self.value} {self.phrase}"


class Priority(IntEnum):
    LOW = (1, "can wait")
    MEDIUM = (5, "this week")
    HIGH = (10, "now")

    def __new__(cls, level, note):
        member = int.__new__(cls, level)
        member._value_ = level
        member.note = note
        return member


class Unit(str, Enum):
    METRE = ("m", 1.0)
    KILOMETRE = ("km", 1000.0)
    MILE = ("mi", 1609.344)

    def __new__(cls, symbol, factor):
        member = str.__new__(cls, symbol)
        member._value_ = symbol
        member.factor = factor
        return member

    def to_metres(self, amount):
        return amount * self.factor


def main():
    for status in HttpStatus:
        print(f"{status.name:<10} {status.describe():<20} error={status.is_error}")
    print("lookup:", HttpStatus(404), HttpStatus(404) is HttpStatus.NOT_FOUND, HttpStatus["TEAPOT"].phrase)
    print("repr:", repr(HttpStatus.OK), HttpStatus.OK.value, len(HttpStatus))
    try:
        HttpStatus(500)
    except ValueError as e:
        print("ValueError:", e)
    print("by value:", {s.value: s.phrase for s in HttpStatus})

    print("priority:", [p.name for p in sorted(Priority)], Priority.HIGH.note, Priority(5))
    print("int ops:", Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, Priority.LOW == 1)
    urgent = [p for p in Priority if p >= 5]
    print("urgent:", urgent, max(Priority).note)

    print("unit:", Unit.MILE.to_metres(2), Unit("km"), Unit.METRE.value, Unit.KILOMETRE.factor)
    print("str mixin:", Unit.MILE == "mi", f"{Unit.KILOMETRE.value}", sorted(u.value for u in Unit))
    try:
        Unit("ft")
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()

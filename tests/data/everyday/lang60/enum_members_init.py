"""Planets and HTTP-ish codes as enums whose members carry extra fields set in __init__."""
from enum import Enum, IntEnum, StrEnum
from http import HTTPStatus

print("defining Planet")


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    JUPITER = (1.9e27, 7.1492e7)

    def __init__(self, mass, radius):
        print("  init", self.name, mass)
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print("defined Planet")


class Level(Enum):
    LOW = 1
    MID = 5
    HIGH = 10

    def __init__(self, weight):
        self.label = self.name.title() + "!" * (weight // 5)
        self.weight = weight


class Code(Enum):
    OK = (200, "fine")
    MISSING = (404, "not found")
    ALSO_OK = (200, "fine")

    def __init__(self, status, text):
        print("  code", status)
        self.status = status
        self.text = text


class Priority(IntEnum):
    LOW = 1
    HIGH = 3


class Channel(StrEnum):
    EMAIL = "email"
    SMS = "sms"


def describe(value):
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, int):
        return f"int {value:>3} x2={value * 2}"
    if isinstance(value, str):
        return f"str {value.upper()} {len(value)}"
    return "other"


def main():
    print("main starts")
    for v in (Priority.HIGH, HTTPStatus.NOT_FOUND, Channel.SMS, True, 2.5):
        print(describe(v), isinstance(v, (float, int)), type(v) is int)
    for p in Planet:
        print(p.name, p.value, f"{p.gravity:.2f}", p.mass)
    print(Planet.EARTH.radius, Planet((5.976e24, 6.37814e6)) is Planet.EARTH)
    print([(lv.label, lv.weight, lv.value) for lv in Level])
    print(Code.ALSO_OK is Code.OK, Code.OK.text, len(Code), Code((404, "not found")).text)
    heaviest = max(Planet, key=lambda p: p.mass)
    print(heaviest, repr(heaviest))
    try:
        Level(2)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()

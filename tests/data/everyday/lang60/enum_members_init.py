"""Planets and HTTP-ish codes as enums whose members carry extra fields set in __init__."""
from enum import Enum

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


def main():
    print("main starts")
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

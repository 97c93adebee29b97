"""Planets as an Enum with tuple values, computed properties and lookups."""
from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    VENUS = (4.869e24, 6.0518e6)
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)
    JUPITER = (1.9e27, 7.1492e7)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)

    def weight_of(self, earth_kg):
        return earth_kg * self.surface_gravity / Planet.EARTH.surface_gravity

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @classmethod
    def lookup(cls, key):
        if isinstance(key, tuple):
            return cls(key)
        try:
            return cls[key.upper()]
        except KeyError:
            raise LookupError(f"no planet called {key!r}") from None


def main():
    for p in Planet:
        print(f"{p.name.title():<8} g={p.surface_gravity:6.2f} m/s^2  75kg -> {p.weight_of(75):7.2f}")
    print(Planet.heaviest(), Planet.lookup("mars").radius)
    print(Planet.lookup((5.976e24, 6.37814e6)) is Planet.EARTH)
    print(type(Planet.MARS.value).__name__, Planet.MARS.mass)
    for key in ["venus", "Pluto", (1, 2)]:
        try:
            print(Planet.lookup(key).name)
        except LookupError as exc:
            print(type(exc).__name__, exc)
        except ValueError as exc:
            print("ValueError", exc)
    print(Planet.MARS.value, Planet["JUPITER"].value[1])
    print(sorted(Planet, key=lambda p: p.radius)[:2])
    inner = {Planet.MERCURY, Planet.VENUS, Planet.EARTH, Planet.MARS}
    print([p.name for p in Planet if p not in inner], len(Planet))
    print(Planet.EARTH == Planet.EARTH, Planet.EARTH != Planet.MARS, Planet.EARTH is Planet["EARTH"])
    print(repr(Planet.VENUS), str(Planet.VENUS))
    try:
        Planet.EARTH.mass_kg = 1
        Planet.EARTH = 3
    except AttributeError as exc:
        print("AttributeError:", exc)


if __name__ == "__main__":
    main()

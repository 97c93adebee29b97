"""Convert recipe quantities between metric and US units with dimension checks."""
from enum import Enum


class Dimension(Enum):
    VOLUME = "volume"
    MASS = "mass"
    TEMPERATURE = "temperature"


class Unit:
    registry = {}

    def __init__(self, symbol, dimension, to_base, aliases=()):
        self.symbol = symbol
        self.dimension = dimension
        self.to_base = to_base
        for name in (symbol, *aliases):
            Unit.registry[name.lower()] = self

    def __repr__(self):
        return f"Unit({self.symbol})"

    @classmethod
    def lookup(cls, name):
        try:
            return cls.registry[name.lower().rstrip(".")]
        except KeyError:
            raise KeyError(f"unknown unit {name!r}") from None


for sym, factor, aliases in [("ml", 1, ("millilitre",)), ("l", 1000, ("litre", "liter")),
                             ("tsp", 4.92892, ("teaspoon",)), ("tbsp", 14.7868, ("tablespoon",)),
                             ("cup", 236.588, ("cups",)), ("floz", 29.5735, ("fl oz",))]:
    Unit(sym, Dimension.VOLUME, factor, aliases)
for sym, factor, aliases in [("g", 1, ("gram", "grams")), ("kg", 1000, ()), ("oz", 28.3495, ("ounce",)),
                             ("lb", 453.592, ("pound", "lbs"))]:
    Unit(sym, Dimension.MASS, factor, aliases)
Unit("C", Dimension.TEMPERATURE, None, ("celsius",))
Unit("F", Dimension.TEMPERATURE, None, ("fahrenheit",))


class ConversionError(ValueError):
    pass


def convert(value, src, dst):
    a, b = Unit.lookup(src), Unit.lookup(dst)
    if a.dimension is not b.dimension:
        raise ConversionError(f"cannot convert {a.dimension.value} to {b.dimension.value}")
    if a.dimension is Dimension.TEMPERATURE:
        if a is b:
            return value
        return value * 9 / 5 + 32 if a.symbol == "C" else (value - 32) * 5 / 9
    return value * a.to_base / b.to_base


def pretty(x):
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text or "0"


def main():
    requests = [
        (2, "cups", "ml"), (250, "g", "oz"), (1.5, "lb", "kg"), (3, "tbsp", "tsp"),
        (180, "celsius", "F"), (350, "F", "C"), (1, "cup", "g"), (5, "pinch", "g"),
        (0.5, "l", "floz"), (12, "fl oz", "cups"),
    ]
    for value, src, dst in requests:
        try:
            out = convert(value, src, dst)
        except ConversionError as e:
            print(f"{value} {src} -> {dst}: {e}")
        except KeyError as e:
            print(f"{value} {src} -> {dst}: {e.args[0]}")
        else:
            print(f"{value} {src} = {pretty(out)} {dst}")
    by_dim = {}
    for unit in set(Unit.registry.values()):
        by_dim.setdefault(unit.dimension.name, []).append(unit.symbol)
    for dim in sorted(by_dim):
        print(dim, sorted(by_dim[dim], key=str.lower))


if __name__ == "__main__":
    main()

"""Parse quantity strings like '3.5 km' and convert between compatible units."""
import re

UNITS = {
    "length": {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "ft": 0.3048, "mi": 1609.344},
    "mass": {"g": 0.001, "kg": 1.0, "lb": 0.45359237, "oz": 0.028349523125},
    "time": {"s": 1.0, "min": 60.0, "h": 3600.0, "d": 86400.0},
}
KIND = {u: k for k, units in UNITS.items() for u in units}
QTY = re.compile(r"^\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*([a-z]+)\s*$", re.I)


class ConversionError(ValueError):
    pass


def parse(text):
    m = QTY.match(text)
    if not m:
        raise ConversionError(f"cannot parse quantity {text!r}")
    value, unit = float(m.group(1)), m.group(2).lower()
    if unit not in KIND:
        raise ConversionError(f"unknown unit {unit!r}")
    return value, unit


def convert(text, target):
    value, unit = parse(text)
    if KIND.get(target) != KIND[unit]:
        raise ConversionError(f"cannot convert {KIND[unit]} to {KIND.get(target, 'unknown')}")
    table = UNITS[KIND[unit]]
    return value * table[unit] / table[target]


def main():
    jobs = [("3.5 km", "mi"), ("12 in", "cm"), ("150 lb", "kg"), ("90 min", "h"), ("1e3 g", "oz"),
            ("5 parsecs", "km"), ("ten m", "ft"), ("2 kg", "m"), ("-40 ft", "m"), ("1 d", "s")]
    for text, target in jobs:
        try:
            result = convert(text, target)
            print(f"{text:>10} = {result:>14,.4f} {target}")
        except ConversionError as e:
            print(f"{text:>10} ! {e}")
    for kind, units in UNITS.items():
        ordered = sorted(units, key=units.get)
        print(f"{kind}: {' < '.join(ordered)}")
    print(f"{convert('1 mi', 'ft'):.0f} ft per mile; {convert('1 h', 's'):g} s per hour")
    print(isinstance(ConversionError("x"), ValueError))


if __name__ == "__main__":
    main()

"""A Temperature value with a custom __format__ mini-language and conversions."""
from functools import total_ordering


@total_ordering
class Temperature:
    SCALES = {"C": "°C", "F": "°F", "K": "K"}

    def __init__(self, celsius):
        if celsius < -273.15:
            raise ValueError(f"{celsius} °C is below absolute zero")
        self.celsius = celsius

    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)

    @classmethod
    def from_k(cls, k):
        return cls(k - 273.15)

    def to(self, scale):
        if scale == "C":
            return self.celsius
        if scale == "F":
            return self.celsius * 9 / 5 + 32
        if scale == "K":
            return self.celsius + 273.15
        raise ValueError(f"unknown scale {scale!r}")

    def __format__(self, spec):
        # spec: [number-format][scale letter], e.g. ".1F", "6.2K", "C"
        scale = "C"
        if spec and spec[-1] in self.SCALES:
            spec, scale = spec[:-1], spec[-1]
        if not spec:
            spec = ".1f"
        elif spec[-1].isdigit():
            spec += "f"
        return f"{format(self.to(scale), spec)}{self.SCALES[scale]}"

    def __str__(self):
        return format(self, "")

    def __repr__(self):
        return f"Temperature({self.celsius!r})"

    def __eq__(self, other):
        return isinstance(other, Temperature) and abs(self.celsius - other.celsius) < 1e-9

    def __lt__(self, other):
        return self.celsius < other.celsius

    def __hash__(self):
        return hash(round(self.celsius, 9))

    def __add__(self, delta):
        return Temperature(self.celsius + delta)

    def __sub__(self, other):
        if isinstance(other, Temperature):
            return self.celsius - other.celsius
        return Temperature(self.celsius - other)


def main():
    readings = [Temperature(21.5), Temperature.from_f(98.6), Temperature.from_k(0), Temperature(-40)]
    for t in readings:
        print(f"{t} | {t:F} | {t:.2K} | {t:8.3C} | {t:+.0F}")
    print(str(readings[0]), repr(readings[3]), format(readings[1], "e"))
    print(Temperature(-40) == Temperature.from_f(-40), sorted(readings)[0], max(readings))
    print(f"{'city':<8}{'temp':>10}")
    for city, t in [("Oslo", Temperature(-3.25)), ("Cairo", Temperature(35)), ("Quito", Temperature(14.9))]:
        print(f"{city:<8}{t:>10}", f"{t:5.1F}")
    print(readings[0] - readings[3], readings[0] + 2.5, readings[0] - 1.5, Temperature(20) >= Temperature(20))
    print(len({Temperature(10), Temperature(10.0), Temperature.from_f(50)}))
    for bad in [lambda: Temperature(-300), lambda: readings[0].to("R"), lambda: format(readings[0], "xC"),
                lambda: readings[0] < 5]:
        try:
            print(bad())
        except (ValueError, TypeError, AttributeError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()

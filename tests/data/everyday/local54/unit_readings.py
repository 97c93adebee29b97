"""Sensor readings as NamedTuple classes made per unit, their methods reading the unit."""
from typing import NamedTuple


def reading_type(unit, scale):
    class Reading(NamedTuple):
        sensor: str
        value: float

        def show(self):
            return f"{self.sensor}={self.value * scale:.1f}{unit}"

        def hotter(self, other):
            return self.value > other.value

    return Reading


def main():
    Celsius = reading_type("C", 1)
    Milli = reading_type("mC", 1000)
    rows = [Celsius("a", 21.5), Celsius("b", 19.25), Milli("c", 0.5)]
    print([r.show() for r in rows])
    print(rows[0].hotter(rows[1]), rows[2] == Milli("c", 0.5), rows[0] == Celsius("a", 21.5))
    print(type(rows[2]) is Celsius, isinstance(rows[2], tuple), rows[1]._replace(value=20).show())
    return sorted(r.sensor for r in rows if r.value > 1)

"""Thermostat with validated properties, unit conversion class/static methods and a schedule."""


class Temperature:
    __slots__ = ("_celsius",)

    def __init__(self, celsius: float):
        self.celsius = celsius

    @property
    def celsius(self) -> float:
        return self._celsius

    @celsius.setter
    def celsius(self, value: float) -> None:
        if value < -273.15:
            raise ValueError(f"below absolute zero: {value}")
        self._celsius = float(value)

    @property
    def fahrenheit(self) -> float:
        return self._celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, value: float) -> None:
        self.celsius = (value - 32) * 5 / 9

    @classmethod
    def from_fahrenheit(cls, f: float) -> "Temperature":
        t = cls(0)
        t.fahrenheit = f
        return t

    @staticmethod
    def parse(text: str) -> "Temperature":
        text = text.strip().upper()
        value, unit = float(text[:-1]), text[-1]
        if unit == "C":
            return Temperature(value)
        if unit == "F":
            return Temperature.from_fahrenheit(value)
        raise ValueError(f"unknown unit {unit!r}")

    def __repr__(self):
        return f"{self._celsius:.1f}°C"

    def __lt__(self, other):
        return self._celsius < other._celsius

    def __eq__(self, other):
        return isinstance(other, Temperature) and abs(self._celsius - other._celsius) < 1e-9


class Thermostat:
    MIN_SETPOINT = 10.0
    MAX_SETPOINT = 30.0

    def __init__(self, setpoint: float, hysteresis: float = 0.5):
        self._setpoint = None
        self.setpoint = setpoint
        self.hysteresis = hysteresis
        self.heating = False
        self.switches = 0

    @property
    def setpoint(self):
        return self._setpoint

    @setpoint.setter
    def setpoint(self, value):
        clamped = max(self.MIN_SETPOINT, min(self.MAX_SETPOINT, value))
        if clamped != value:
            print(f"  setpoint {value} clamped to {clamped}")
        self._setpoint = clamped

    @setpoint.deleter
    def setpoint(self):
        print("  setpoint reset")
        self._setpoint = 20.0

    def update(self, reading: Temperature) -> str:
        was = self.heating
        if reading.celsius < self.setpoint - self.hysteresis:
            self.heating = True
        elif reading.celsius > self.setpoint + self.hysteresis:
            self.heating = False
        if was != self.heating:
            self.switches += 1
        return "HEAT" if self.heating else "off"


def main():
    t = Temperature.parse("98.6F")
    print(t, round(t.fahrenheit, 2), Temperature.parse(" -40c ") == Temperature.from_fahrenheit(-40))
    try:
        Temperature(-300)
    except ValueError as e:
        print("error:", e)
    try:
        t.kelvin = 5
    except AttributeError as e:
        print("slots:", e)
    readings = ["18C", "19.2C", "19.8C", "20.7C", "21C", "68F", "66F", "20.1C"]
    th = Thermostat(20)
    for r in readings:
        temp = Temperature.parse(r)
        print(f"{r:>6} = {temp!r:>7} -> {th.update(temp)}")
    th.setpoint = 35
    th.setpoint = 5
    del th.setpoint
    print("setpoint", th.setpoint, "switches", th.switches)
    temps = sorted(Temperature.parse(r) for r in readings)
    print(temps[0], temps[-1], max(temps), isinstance(Thermostat.setpoint, property))
    return th.switches


if __name__ == "__main__":
    main()

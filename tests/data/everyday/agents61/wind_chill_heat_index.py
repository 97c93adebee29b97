"""Compute feels-like temperatures (NWS wind chill and heat index) and weather advisories."""
import math
from dataclasses import dataclass
from enum import Enum


class Advisory(Enum):
    NONE = 0
    CAUTION = 1
    EXTREME_CAUTION = 2
    DANGER = 3
    FROSTBITE = 4

    def __str__(self):
        return self.name.replace("_", " ").title()


def c_to_f(c: float) -> float:
    return c * 9 / 5 + 32


def f_to_c(f: float) -> float:
    return (f - 32) * 5 / 9


def wind_chill_f(t_f: float, wind_mph: float) -> float | None:
    if t_f > 50 or wind_mph < 3:
        return None
    v = wind_mph ** 0.16
    return 35.74 + 0.6215 * t_f - 35.75 * v + 0.4275 * t_f * v


def heat_index_f(t_f: float, rh: float) -> float | None:
    if t_f < 80:
        return None
    simple = 0.5 * (t_f + 61.0 + (t_f - 68.0) * 1.2 + rh * 0.094)
    if (simple + t_f) / 2 < 80:
        return simple
    hi = (-42.379 + 2.04901523 * t_f + 10.14333127 * rh - 0.22475541 * t_f * rh
          - 6.83783e-3 * t_f ** 2 - 5.481717e-2 * rh ** 2 + 1.22874e-3 * t_f ** 2 * rh
          + 8.5282e-4 * t_f * rh ** 2 - 1.99e-6 * t_f ** 2 * rh ** 2)
    if rh < 13 and 80 <= t_f <= 112:
        hi -= ((13 - rh) / 4) * math.sqrt((17 - abs(t_f - 95)) / 17)
    elif rh > 85 and 80 <= t_f <= 87:
        hi += ((rh - 85) / 10) * ((87 - t_f) / 5)
    return hi


def dew_point_c(t_c: float, rh: float) -> float:
    a, b = 17.27, 237.7
    gamma = a * t_c / (b + t_c) + math.log(rh / 100)
    return b * gamma / (a - gamma)


@dataclass
class Obs:
    station: str
    temp_c: float
    rh: float
    wind_kmh: float

    def feels_like(self):
        t_f = c_to_f(self.temp_c)
        wc = wind_chill_f(t_f, self.wind_kmh / 1.609344)
        hi = heat_index_f(t_f, self.rh)
        if wc is not None:
            return f_to_c(wc), "wind chill"
        if hi is not None:
            return f_to_c(hi), "heat index"
        return self.temp_c, "air temp"

    def advisory(self):
        value, kind = self.feels_like()
        if kind == "wind chill" and value <= -28:
            return Advisory.FROSTBITE
        if kind == "heat index":
            f = c_to_f(value)
            for limit, level in ((125, Advisory.DANGER), (103, Advisory.DANGER), (90, Advisory.EXTREME_CAUTION), (80, Advisory.CAUTION)):
                if f >= limit:
                    return level
        return Advisory.NONE


def main():
    observations = [
        Obs("Fargo", -18.0, 70, 40), Obs("Denver", 2.0, 45, 10), Obs("Phoenix", 43.0, 12, 15),
        Obs("Houston", 34.0, 75, 8), Obs("Miami", 29.0, 90, 20), Obs("Seattle", 14.0, 80, 2),
        Obs("Barrow", -30.0, 65, 35),
    ]
    print(f"{'station':<8}{'temp':>6}{'rh':>5}{'wind':>6}{'feels':>7}  {'by':<11}{'dew':>6}  advisory")
    for o in observations:
        value, kind = o.feels_like()
        print(f"{o.station:<8}{o.temp_c:>6.1f}{o.rh:>5.0f}{o.wind_kmh:>6.0f}{value:>7.1f}  {kind:<11}"
              f"{dew_point_c(o.temp_c, o.rh):>6.1f}  {o.advisory()}")
    worst = max(observations, key=lambda o: o.advisory().value)
    print("most severe:", worst.station, repr(worst.advisory()), worst.advisory().value)
    print(round(wind_chill_f(0, 15), 1), round(heat_index_f(96, 65), 1), heat_index_f(70, 50), f"{c_to_f(-40):g}")


if __name__ == "__main__":
    main()

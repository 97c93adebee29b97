"""Convert pollutant concentrations to US AQI values by piecewise-linear breakpoints."""
import bisect
import statistics
from collections import namedtuple

Band = namedtuple("Band", "aqi_lo aqi_hi label")
BANDS = [Band(0, 50, "Good"), Band(51, 100, "Moderate"), Band(101, 150, "Unhealthy for Sensitive Groups"),
         Band(151, 200, "Unhealthy"), Band(201, 300, "Very Unhealthy"), Band(301, 500, "Hazardous")]

# concentration breakpoints (upper edge of each band)
BREAKPOINTS = {
    "pm25": [(0.0, 12.0), (12.1, 35.4), (35.5, 55.4), (55.5, 150.4), (150.5, 250.4), (250.5, 500.4)],
    "pm10": [(0, 54), (55, 154), (155, 254), (255, 354), (355, 424), (425, 604)],
    "o3_8h": [(0.000, 0.054), (0.055, 0.070), (0.071, 0.085), (0.086, 0.105), (0.106, 0.200)],
}
TRUNCATE = {"pm25": 1, "pm10": 0, "o3_8h": 3}


def truncate(value: float, places: int) -> float:
    factor = 10 ** places
    return int(value * factor) / factor


def aqi(pollutant: str, concentration: float):
    table = BREAKPOINTS[pollutant]
    c = truncate(concentration, TRUNCATE[pollutant])
    highs = [hi for _, hi in table]
    i = bisect.bisect_left(highs, c)
    if i == len(table):
        return None
    c_lo, c_hi = table[i]
    band = BANDS[i]
    value = (band.aqi_hi - band.aqi_lo) / (c_hi - c_lo) * (c - c_lo) + band.aqi_lo
    return round(value)


def category(index: int) -> str:
    return BANDS[bisect.bisect_left([b.aqi_hi for b in BANDS], index)].label


READINGS = {
    "Mon": {"pm25": 8.4, "pm10": 22, "o3_8h": 0.041},
    "Tue": {"pm25": 35.9, "pm10": 80, "o3_8h": 0.062},
    "Wed": {"pm25": 12.05, "pm10": 160, "o3_8h": 0.072},
    "Thu": {"pm25": 151.0, "pm10": 300, "o3_8h": 0.090},
    "Fri": {"pm25": 55.55, "pm10": 30, "o3_8h": 0.250},
}


def main():
    daily = {}
    for day, values in READINGS.items():
        parts = {p: aqi(p, c) for p, c in values.items()}
        known = {p: v for p, v in parts.items() if v is not None}
        main_pollutant = max(known, key=known.get)
        daily[day] = known[main_pollutant]
        shown = "  ".join(f"{p}={'n/a' if v is None else v:>3}" for p, v in parts.items())
        print(f"{day}: {shown}  -> AQI {daily[day]:>3} ({main_pollutant}, {category(daily[day])})")
    worst = max(daily, key=daily.get)
    print(f"worst day: {worst}; mean AQI {statistics.mean(daily.values()):.1f}; median {statistics.median(daily.values())}")
    print("alert days:", [d for d, v in daily.items() if v > 100])
    print(truncate(12.09, 1), aqi("pm25", 12.0), aqi("pm25", 12.1), Band._fields, BANDS[0]._replace(label="OK"))


if __name__ == "__main__":
    main()

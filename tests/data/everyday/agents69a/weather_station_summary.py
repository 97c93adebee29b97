"""Monthly summaries from daily weather observations, grouped with itertools.groupby."""
import calendar
from datetime import date, timedelta
from itertools import groupby
from statistics import mean

RAW = """date|tmin|tmax|rain_mm|wind
2024-01-30|-3.5|2.0|0.0|NW 12
2024-01-31|-1.0|4.5|3.2|W 20
2024-02-01|0.5|6.0|11.4|SW 35
2024-02-02|1.0|7.5|0.0|S 8
2024-02-03|-6.5|-0.5|0.0|N 15
2024-02-28|2.0|9.0|1.1|SE 5
2024-02-29|3.5|12.5|0.0|E 3
2024-03-01|4.0|14.0|22.8|SW 41
2024-03-02|5.5|13.0|5.0|W 28
2024-03-04|6.0|15.5|0.0|calm
"""


def parse(text):
    lines = text.strip().splitlines()
    header = lines[0].split("|")
    for line in lines[1:]:
        rec = dict(zip(header, line.split("|")))
        wind = rec["wind"].split()
        yield {
            "date": date.fromisoformat(rec["date"]),
            "tmin": float(rec["tmin"]),
            "tmax": float(rec["tmax"]),
            "rain": float(rec["rain_mm"]),
            "dir": wind[0] if len(wind) == 2 else "-",
            "speed": int(wind[1]) if len(wind) == 2 else 0,
        }


def main():
    days = list(parse(RAW))
    for (year, month), group in groupby(days, key=lambda d: (d["date"].year, d["date"].month)):
        group = list(group)
        n_days = calendar.monthrange(year, month)[1]
        print(f"{calendar.month_name[month]} {year} ({len(group)}/{n_days} days recorded)")
        print(f"  mean high {mean(d['tmax'] for d in group):5.1f}°C  mean low {mean(d['tmin'] for d in group):5.1f}°C")
        frost = [d["date"].day for d in group if d["tmin"] < 0]
        print(f"  frost days: {frost or 'none'}")
        wet = sum(d["rain"] for d in group)
        print(f"  rain total {wet:.1f} mm on {sum(d['rain'] > 0 for d in group)} days")
        gust = max(group, key=lambda d: d["speed"])
        print(f"  windiest {gust['date']:%a %d}: {gust['dir']} {gust['speed']} km/h")
    print("leap year 2024:", calendar.isleap(2024), "leap days 2000-2024:", calendar.leapdays(2000, 2025))
    recorded = {d["date"] for d in days}
    start, end = days[0]["date"], days[-1]["date"]
    missing = [start + timedelta(n) for n in range((end - start).days + 1) if start + timedelta(n) not in recorded]
    print(f"missing {len(missing)} days; first {missing[0]}, last {missing[-1]}")
    swing = max(days, key=lambda d: d["tmax"] - d["tmin"])
    print(f"largest daily swing {swing['tmax'] - swing['tmin']:.1f} on {swing['date'].strftime('%d %B')}")
    print("weekday names:", [calendar.day_abbr[d["date"].weekday()] for d in days[:4]])
    print(calendar.month(2024, 2).rstrip())
    print("first weekday of Mar 2024:", calendar.day_name[calendar.weekday(2024, 3, 1)])
    return round(sum(d["rain"] for d in days), 1)


if __name__ == "__main__":
    main()

"""Lay out a multi-leg trip with fixed-offset timezones and check connections."""
from datetime import datetime, timedelta, timezone

ZONES = {
    "SFO": timezone(timedelta(hours=-7), "PDT"),
    "JFK": timezone(timedelta(hours=-4), "EDT"),
    "LHR": timezone(timedelta(hours=1), "BST"),
    "DEL": timezone(timedelta(hours=5, minutes=30), "IST"),
    "SIN": timezone(timedelta(hours=8)),
}

LEGS = [
    ("UA 1520", "SFO", "2024-04-10 06:15", "JFK", "2024-04-10 14:52"),
    ("BA 178", "JFK", "2024-04-10 18:30", "LHR", "2024-04-11 06:40"),
    ("AI 162", "LHR", "2024-04-11 08:05", "DEL", "2024-04-11 21:35"),
    ("SQ 403", "DEL", "2024-04-12 23:05", "SIN", "2024-04-13 07:15"),
]

MIN_CONNECTION = timedelta(hours=1, minutes=30)


def local(airport: str, text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=ZONES[airport])


def fmt_td(td: timedelta) -> str:
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60}h{minutes % 60:02d}m"


def main():
    legs = [(no, a, local(a, dep), b, local(b, arr)) for no, a, dep, b, arr in LEGS]
    total_air = timedelta()
    for no, a, dep, b, arr in legs:
        air = arr - dep
        total_air += air
        print(f"{no:<8}{a}->{b} dep {dep:%a %H:%M} {dep.tzname():<9} arr {arr:%a %H:%M} {arr.strftime('%z')}  air {fmt_td(air)}")
    print("layovers:")
    for (n1, _, _, hub, arr), (n2, _, dep, _, _) in zip(legs, legs[1:]):
        wait = dep - arr
        status = "OK" if wait >= MIN_CONNECTION else "TIGHT"
        print(f"  {hub}: {fmt_td(wait):>7} between {n1} and {n2} [{status}]")
    start, end = legs[0][2], legs[-1][4]
    print("door to door:", end - start, "| in the air:", fmt_td(total_air))
    print("start UTC:", start.astimezone(timezone.utc).isoformat())
    print("arrive seen from SFO:", end.astimezone(ZONES["SFO"]).strftime("%Y-%m-%d %H:%M %Z"))
    print("utcoffsets:", [str(z.utcoffset(None)) for z in ZONES.values()])
    day_changes = sum((arr.date() - dep.date()).days for _, _, dep, _, arr in legs)
    print("calendar days crossed:", day_changes, "| weekday on arrival:", end.strftime("%A"))
    print(datetime(2024, 4, 11, 6, 40, tzinfo=ZONES["LHR"]) == datetime(2024, 4, 11, 5, 40, tzinfo=timezone.utc))
    return int(total_air.total_seconds() // 3600)


if __name__ == "__main__":
    main()

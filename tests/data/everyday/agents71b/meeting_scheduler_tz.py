"""Find a meeting slot that fits everyone's working hours across time zones.

Time zones are fixed UTC offsets (no DST) to keep things deterministic.
"""
from datetime import datetime, timedelta, timezone, time

TEAM = {
    "Priya (Bangalore)": (timezone(timedelta(hours=5, minutes=30), "IST"), time(9, 30), time(19, 0)),
    "Lena (Berlin)": (timezone(timedelta(hours=1), "CET"), time(8, 0), time(17, 0)),
    "Marcus (New York)": (timezone(timedelta(hours=-5), "EST"), time(7, 0), time(17, 30)),
    "Kenji (Tokyo)": (timezone(timedelta(hours=9)), time(15, 0), time(23, 59)),
}

BUSY_UTC = {
    "Lena (Berlin)": [("2024-02-13T09:00", "2024-02-13T10:30"), ("2024-02-13T13:00", "2024-02-13T13:30")],
    "Marcus (New York)": [("2024-02-13T14:00", "2024-02-13T15:00")],
}

DAY = datetime(2024, 2, 13, tzinfo=timezone.utc)


def working_window(tz, start, end, day):
    local_day = (day + timedelta(hours=12)).astimezone(tz).date()
    s = datetime.combine(local_day, start, tzinfo=tz)
    e = datetime.combine(local_day, end, tzinfo=tz)
    return s.astimezone(timezone.utc), e.astimezone(timezone.utc)


def free_slots(duration, step=timedelta(minutes=30)):
    windows = {who: working_window(tz, s, e, DAY) for who, (tz, s, e) in TEAM.items()}
    busy = {
        who: [(datetime.fromisoformat(a).replace(tzinfo=timezone.utc),
               datetime.fromisoformat(b).replace(tzinfo=timezone.utc)) for a, b in spans]
        for who, spans in BUSY_UTC.items()
    }
    t = DAY - timedelta(hours=12)
    end = DAY + timedelta(hours=36)
    while t + duration <= end:
        slot_end = t + duration
        ok = True
        for who, (ws, we) in windows.items():
            if not (ws <= t and slot_end <= we):
                ok = False
                break
            if any(t < b and a < slot_end for a, b in busy.get(who, [])):
                ok = False
                break
        if ok:
            yield t, slot_end
        t += step


def describe(start, end):
    parts = [f"{start:%Y-%m-%d %H:%M}Z"]
    for who, (tz, _, _) in TEAM.items():
        local = start.astimezone(tz)
        parts.append(f"{who.split()[0]} {local:%H:%M} {local.tzname()}")
    return " | ".join(parts)


def main():
    for who, (tz, s, e) in TEAM.items():
        ws, we = working_window(tz, s, e, DAY)
        print(f"{who:<18} offset {tz.utcoffset(None)!s:>9}  UTC {ws:%H:%M}-{we:%H:%M}")
    print()
    for minutes in (30, 60, 90):
        slots = list(free_slots(timedelta(minutes=minutes)))
        print(f"{minutes} min: {len(slots)} slot(s)")
        for s, e in slots[:3]:
            print("   ", describe(s, e))
    lena = TEAM["Lena (Berlin)"][0]
    print(repr(lena), str(timezone(timedelta(hours=-5))), timezone.utc)
    d = datetime(2024, 2, 13, 23, 30, tzinfo=timezone(timedelta(hours=-5)))
    print(d.isoformat(), "->", d.astimezone(timezone.utc).isoformat())
    print("tokyo date differs:", d.astimezone(TEAM["Kenji (Tokyo)"][0]).date() != d.date())


if __name__ == "__main__":
    main()

"""Find common free slots for a meeting across several calendars."""
from datetime import datetime, timedelta

DAY_START = datetime(2024, 5, 6, 9, 0)
DAY_END = datetime(2024, 5, 6, 17, 0)

BUSY = {
    "alice": [("09:00", "10:30"), ("12:00", "13:00"), ("15:00", "15:30")],
    "bob": [("09:30", "11:00"), ("13:00", "14:00")],
    "carol": [("11:30", "12:30"), ("16:00", "17:00")],
}


def to_dt(hhmm):
    h, m = map(int, hhmm.split(":"))
    return DAY_START.replace(hour=h, minute=m)


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy, min_len):
    slots = []
    cursor = DAY_START
    for start, end in busy:
        if start - cursor >= min_len:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if DAY_END - cursor >= min_len:
        slots.append((cursor, DAY_END))
    return slots


def main():
    all_busy = [(to_dt(a), to_dt(b)) for spans in BUSY.values() for a, b in spans]
    merged = merge(all_busy)
    print("busy blocks:")
    for s, e in merged:
        print(f"  {s:%H:%M}-{e:%H:%M} ({int((e - s).total_seconds() // 60)} min)")
    for minutes in (30, 60, 90):
        slots = free_slots(merged, timedelta(minutes=minutes))
        desc = ", ".join(f"{s.strftime('%H:%M')}-{e.strftime('%H:%M')}" for s, e in slots) or "none"
        print(f"{minutes:>3} min slots: {desc}")
    first = free_slots(merged, timedelta(minutes=45))[0]
    meeting = (first[0], first[0] + timedelta(minutes=45))
    print("booked:", meeting[0].isoformat(), "to", meeting[1].time())
    print("weekday:", meeting[0].strftime("%A %d %B %Y"))


if __name__ == "__main__":
    main()

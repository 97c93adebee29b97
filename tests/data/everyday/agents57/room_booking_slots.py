"""Find free meeting-room slots from bookings, merging overlaps per room."""
from datetime import datetime, timedelta, time
from itertools import groupby
from operator import itemgetter

DAY = datetime(2024, 6, 12)
OPEN, CLOSE = time(8, 30), time(18, 0)

BOOKINGS = [
    ("Aurora", "09:00", "10:00", "standup"), ("Aurora", "09:45", "11:15", "design review"),
    ("Aurora", "13:00", "14:00", "lunch talk"), ("Borealis", "08:30", "09:30", "1:1"),
    ("Borealis", "12:00", "17:30", "workshop"), ("Cosmos", "10:00", "10:30", "interview"),
    ("Aurora", "11:15", "12:00", "sync"), ("Cosmos", "16:00", "18:30", "offsite call"),
]


def at(hhmm):
    h, m = map(int, hhmm.split(":"))
    return DAY.replace(hour=h, minute=m)


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def free_slots(busy, min_len=timedelta(minutes=30)):
    opening = datetime.combine(DAY.date(), OPEN)
    closing = datetime.combine(DAY.date(), CLOSE)
    cursor = opening
    slots = []
    for start, end in busy:
        start, end = max(start, opening), min(end, closing)
        if start - cursor >= min_len:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if closing - cursor >= min_len:
        slots.append((cursor, closing))
    return slots


def fmt(span):
    a, b = span
    mins = int((b - a).total_seconds() // 60)
    return f"{a:%H:%M}-{b:%H:%M} ({mins // 60}h{mins % 60:02d})"


def main():
    rows = sorted(((r, at(s), at(e), t) for r, s, e, t in BOOKINGS), key=itemgetter(0, 1))
    rooms = {}
    for room, group in groupby(rows, key=itemgetter(0)):
        group = list(group)
        busy = merge((s, e) for _, s, e, _ in group)
        rooms[room] = free_slots(busy)
        overlaps = [(a[3], b[3]) for a, b in zip(group, group[1:]) if b[1] < a[2]]
        print(f"{room}: {len(group)} bookings, busy {', '.join(fmt(tuple(b)) for b in busy)}")
        if overlaps:
            print(f"  double-booked: {overlaps}")
        print(f"  free: {', '.join(map(fmt, rooms[room])) or 'none'}")
    need = timedelta(hours=1)
    options = [(room, s) for room, slots in rooms.items() for s in slots if s[1] - s[0] >= need]
    options.sort(key=lambda o: (o[1][0], o[0]))
    print("1h options:", [f"{r}@{s[0]:%H:%M}" for r, s in options])
    total_free = {r: sum((b - a for a, b in s), timedelta()) for r, s in rooms.items()}
    print("most free:", max(total_free, key=total_free.get), str(max(total_free.values())))


if __name__ == "__main__":
    main()

"""Find common free meeting slots across calendars; merge intervals; book greedily."""
from datetime import datetime, timedelta
from typing import Iterable, List, Tuple

Interval = Tuple[datetime, datetime]
DAY = datetime(2024, 5, 14)


def t(hhmm: str) -> datetime:
    h, m = map(int, hhmm.split(":"))
    return DAY.replace(hour=h, minute=m)


def merge(intervals: Iterable[Interval]) -> List[Interval]:
    merged: List[Interval] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy: List[Interval], day_start: datetime, day_end: datetime, min_len: timedelta) -> List[Interval]:
    slots = []
    cursor = day_start
    for start, end in merge(busy):
        if start - cursor >= min_len:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if day_end - cursor >= min_len:
        slots.append((cursor, day_end))
    return slots


def fmt(iv: Interval) -> str:
    return f"{iv[0]:%H:%M}-{iv[1]:%H:%M}"


class Calendar:
    def __init__(self, owner: str):
        self.owner = owner
        self.busy: List[Interval] = []

    def add(self, start: str, end: str) -> "Calendar":
        s, e = t(start), t(end)
        if e <= s:
            raise ValueError(f"{self.owner}: end {end} not after start {start}")
        self.busy.append((s, e))
        return self

    def book(self, iv: Interval) -> None:
        self.busy.append(iv)


def main():
    cals = {
        "ana": Calendar("ana").add("09:00", "10:30").add("12:00", "13:00").add("15:00", "16:00"),
        "raj": Calendar("raj").add("09:30", "11:00").add("10:45", "11:15").add("14:00", "15:30"),
        "li": Calendar("li").add("08:00", "09:15").add("13:00", "14:00"),
    }
    try:
        cals["li"].add("17:00", "16:00")
    except ValueError as e:
        print("error:", e)
    for name, cal in cals.items():
        print(name, [fmt(iv) for iv in merge(cal.busy)])
    everyone = [iv for cal in cals.values() for iv in cal.busy]
    start, end = t("08:00"), t("18:00")
    slots = free_slots(everyone, start, end, timedelta(minutes=30))
    print("common free:", [fmt(s) for s in slots])
    requests = [("standup", 15), ("design review", 90), ("1:1", 30), ("retro", 60), ("planning", 120)]
    for title, minutes in sorted(requests, key=lambda r: -r[1]):
        need = timedelta(minutes=minutes)
        slots = free_slots([iv for c in cals.values() for iv in c.busy], start, end, need)
        if not slots:
            print(f"{title}: no slot for {minutes} min")
            continue
        chosen = (slots[0][0], slots[0][0] + need)
        for cal in cals.values():
            cal.book(chosen)
        print(f"{title}: booked {fmt(chosen)}")
    total_busy = sum(((e - s) for s, e in merge(iv for c in cals.values() for iv in c.busy)), timedelta())
    print("busy time:", total_busy, total_busy.total_seconds() / 3600)
    return len(slots)


if __name__ == "__main__":
    main()

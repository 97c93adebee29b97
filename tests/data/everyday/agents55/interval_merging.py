"""Merge booked intervals, find free slots, and compute room utilisation."""
from typing import List, Tuple

Interval = Tuple[int, int]

BOOKINGS = {
    "Room A": [(9 * 60, 10 * 60), (9 * 60 + 30, 11 * 60), (13 * 60, 14 * 60 + 15), (14 * 60, 15 * 60)],
    "Room B": [(8 * 60, 8 * 60 + 45), (12 * 60, 12 * 60 + 30)],
    "Room C": [],
}
DAY = (8 * 60, 18 * 60)


def merge(intervals: List[Interval]) -> List[Interval]:
    merged: List[List[int]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [tuple(m) for m in merged]


def free_slots(busy, day=DAY, min_len=30):
    cursor = day[0]
    for start, end in busy + [(day[1], day[1])]:
        if start - cursor >= min_len:
            yield cursor, start
        cursor = max(cursor, end)


def hhmm(minutes):
    return "{:02d}:{:02d}".format(*divmod(minutes, 60))


def main():
    for room, bookings in BOOKINGS.items():
        busy = merge(bookings)
        used = sum(e - s for s, e in busy)
        util = used / (DAY[1] - DAY[0])
        print(f"{room}: {len(bookings)} bookings -> {len(busy)} blocks, utilisation {util:.0%}")
        print("   busy:", ", ".join(f"{hhmm(s)}-{hhmm(e)}" for s, e in busy) or "none")
        slots = list(free_slots(busy))
        longest = max(slots, key=lambda s: s[1] - s[0])
        print("   free:", " ".join(f"[{hhmm(s)}-{hhmm(e)}]" for s, e in slots))
        print(f"   longest free: {hhmm(longest[0])} for {longest[1] - longest[0]} min")
    everyone = merge([b for bs in BOOKINGS.values() for b in bs])
    common = [(s, e) for s, e in free_slots(everyone, min_len=60)]
    print("all rooms free for 1h+:", [f"{hhmm(s)}-{hhmm(e)}" for s, e in common])


if __name__ == "__main__":
    main()

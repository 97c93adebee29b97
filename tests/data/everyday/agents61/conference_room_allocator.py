"""Assign meetings to the fewest rooms (interval partitioning with a heap), respecting capacity."""
import heapq
from typing import NamedTuple


class Meeting(NamedTuple):
    title: str
    start: str
    end: str
    people: int


def minutes(hhmm: str) -> int:
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def allocate(meetings, rooms):
    """rooms: list of (capacity, name). Returns {title: room} and a list of unplaced titles."""
    by_start = sorted(meetings, key=lambda m: (minutes(m.start), -m.people))
    free = [(cap, name) for cap, name in sorted(rooms)]
    busy = []  # (end, capacity, name)
    placed, unplaced = {}, []
    for m in by_start:
        while busy and busy[0][0] <= minutes(m.start):
            _, cap, name = heapq.heappop(busy)
            free.append((cap, name))
            free.sort()
        choice = next((r for r in free if r[0] >= m.people), None)
        if choice is None:
            unplaced.append(m.title)
            continue
        free.remove(choice)
        heapq.heappush(busy, (minutes(m.end), choice[0], choice[1]))
        placed[m.title] = choice[1]
    return placed, unplaced


def peak_overlap(meetings):
    events = []
    for m in meetings:
        events.append((minutes(m.start), 1))
        events.append((minutes(m.end), -1))
    level = peak = 0
    when = None
    for t, delta in sorted(events):
        level += delta
        if level > peak:
            peak, when = level, t
    return peak, f"{when // 60:02d}:{when % 60:02d}"


def main():
    meetings = [
        Meeting("Standup", "09:00", "09:15", 8),
        Meeting("Design review", "09:00", "10:30", 5),
        Meeting("1:1 Dana", "09:30", "10:00", 2),
        Meeting("All hands", "10:00", "11:00", 40),
        Meeting("Interview", "10:15", "11:15", 3),
        Meeting("Budget", "10:30", "12:00", 6),
        Meeting("Lunch talk", "12:00", "13:00", 25),
        Meeting("Sprint plan", "11:00", "12:30", 9),
        Meeting("Vendor call", "11:00", "11:30", 4),
    ]
    rooms = [(4, "Booth"), (10, "Oak"), (12, "Pine"), (30, "Atrium"), (6, "Maple")]
    placed, unplaced = allocate(meetings, rooms)
    for m in sorted(meetings, key=lambda m: (m.start, m.title)):
        room = placed.get(m.title, "-- none --")
        print(f"{m.start}-{m.end} {m.title:<14} {m.people:>3}p  {room}")
    print("unplaced:", unplaced or "nothing")
    peak, at = peak_overlap(meetings)
    print(f"peak overlap {peak} meetings at {at}")
    usage = {}
    for m in meetings:
        if m.title in placed:
            usage[placed[m.title]] = usage.get(placed[m.title], 0) + minutes(m.end) - minutes(m.start)
    for name, mins in sorted(usage.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {name:<7}{mins // 60}h{mins % 60:02d}m")
    print(Meeting._fields, meetings[0]._replace(people=9))


if __name__ == "__main__":
    main()

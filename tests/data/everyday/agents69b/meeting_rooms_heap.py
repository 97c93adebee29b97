"""Assign meetings to the fewest rooms with a heap, merge busy blocks, and find free slots."""
import heapq
from dataclasses import dataclass, field


def hm(text):
    h, m = map(int, text.split(":"))
    return h * 60 + m


def fmt(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@dataclass(order=True)
class Meeting:
    start: int
    end: int
    title: str = field(compare=False)
    room: int = field(default=-1, compare=False)

    @classmethod
    def parse(cls, line):
        span, title = line.split(" ", 1)
        a, b = span.split("-")
        if hm(b) <= hm(a):
            raise ValueError(f"meeting {title!r} ends before it starts")
        return cls(hm(a), hm(b), title)

    def __str__(self):
        return f"{fmt(self.start)}-{fmt(self.end)} {self.title}"


AGENDA = """09:00-10:00 standup + planning
09:30-11:00 design review
10:00-10:30 1:1 Sam
11:00-12:00 hiring sync
10:45-11:15 vendor call
13:00-14:30 roadmap
14:00-15:00 security audit
14:30-15:00 1:1 Lee
16:00-16:30 retro""".splitlines()


def allocate(meetings):
    free_rooms = []
    busy = []   # (end, room)
    rooms = 0
    for m in sorted(meetings):
        while busy and busy[0][0] <= m.start:
            _, room = heapq.heappop(busy)
            heapq.heappush(free_rooms, room)
        if free_rooms:
            m.room = heapq.heappop(free_rooms)
        else:
            rooms += 1
            m.room = rooms
        heapq.heappush(busy, (m.end, m.room))
    return rooms


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def free_slots(busy, day_start, day_end, minimum=30):
    cursor = day_start
    for start, end in busy:
        if start - cursor >= minimum:
            yield cursor, start
        cursor = max(cursor, end)
    if day_end - cursor >= minimum:
        yield cursor, day_end


def main():
    meetings = [Meeting.parse(line) for line in AGENDA]
    needed = allocate(meetings)
    print("rooms needed:", needed)
    for room in range(1, needed + 1):
        print(f"room {room}: " + "; ".join(str(m) for m in sorted(meetings) if m.room == room))
    blocks = merge((m.start, m.end) for m in meetings)
    print("busy:", ", ".join(f"{fmt(a)}-{fmt(b)}" for a, b in blocks))
    print("free >= 30m:", [f"{fmt(a)}-{fmt(b)}" for a, b in free_slots(blocks, hm("08:30"), hm("17:30"))])
    total = sum(b - a for a, b in blocks)
    print(f"occupied {total} min of {hm('17:30') - hm('08:30')}")
    try:
        Meeting.parse("15:00-14:00 time travel")
    except ValueError as err:
        print("rejected:", err)
    longest = max(meetings, key=lambda m: (m.end - m.start, -m.start))
    print("longest:", longest, "| earliest end:", min(meetings, key=lambda m: m.end).title)


if __name__ == "__main__":
    main()

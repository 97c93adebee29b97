"""Assign conference talks to the fewest rooms (greedy on a heap) and find free slots with bisect."""
import heapq
import bisect
from datetime import datetime, timedelta

TALKS = [
    ("Keynote", "09:00", 60), ("Typing Python", "10:15", 45), ("Rust FFI", "10:15", 30),
    ("SMT for devs", "10:30", 50), ("Async pitfalls", "11:00", 30), ("Packaging", "11:30", 45),
    ("Lightning", "12:00", 15), ("Lunch talk", "12:10", 40), ("Testing", "13:00", 60),
    ("Profiling", "13:00", 30), ("Closing", "16:30", 20),
]


def t(hhmm):
    return datetime.strptime(hhmm, "%H:%M")


def allocate(talks):
    rooms = []
    free_heap = []
    assignment = {}
    for title, start, minutes in sorted(talks, key=lambda x: (t(x[1]), -x[2])):
        begin = t(start)
        end = begin + timedelta(minutes=minutes)
        if free_heap and free_heap[0][0] <= begin:
            _, room = heapq.heappop(free_heap)
        else:
            room = len(rooms)
            rooms.append([])
        rooms[room].append((begin, end, title))
        heapq.heappush(free_heap, (end, room))
        assignment[title] = room
    return rooms, assignment


def free_slots(bookings, day_start, day_end, min_len=timedelta(minutes=30)):
    starts = [b[0] for b in bookings]
    slots = []
    cursor = day_start
    for begin, end, _ in bookings:
        if begin - cursor >= min_len:
            slots.append((cursor, begin))
        cursor = max(cursor, end)
    if day_end - cursor >= min_len:
        slots.append((cursor, day_end))
    return slots, starts


def main():
    rooms, assignment = allocate(TALKS)
    print(f"{len(rooms)} rooms needed")
    for i, bookings in enumerate(rooms):
        print(f"Room {chr(65 + i)}:")
        for begin, end, title in bookings:
            print(f"   {begin:%H:%M}-{end:%H:%M}  {title}")
    busiest = max(range(len(rooms)), key=lambda i: sum((e - b for b, e, _ in rooms[i]), timedelta()))
    print("busiest room:", chr(65 + busiest))
    slots, starts = free_slots(rooms[0], t("09:00"), t("17:00"))
    print("free in room A:", [f"{a:%H:%M}-{b:%H:%M}" for a, b in slots])
    for probe in ("10:20", "12:00", "08:00", "17:00"):
        idx = bisect.bisect_right(starts, t(probe))
        before = rooms[0][idx - 1][2] if idx else None
        print(f"  at {probe}: last talk started in A = {before}")
    ends = sorted(e for r in rooms for _, e, _ in r)
    print("talks finished by 12:00:", bisect.bisect_right(ends, t("12:00")))
    insort_demo = [9, 11, 15]
    bisect.insort(insort_demo, 12)
    bisect.insort_left(insort_demo, 11)
    print("insort:", insort_demo, bisect.bisect_left(insort_demo, 11), bisect.bisect(insort_demo, 11))
    return assignment["Closing"]


if __name__ == "__main__":
    main()

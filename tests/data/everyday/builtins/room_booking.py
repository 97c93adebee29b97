def overlaps(a: tuple, b: tuple) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def main() -> None:
    requests = [("design", 9, 11), ("standup", 10, 10.5), ("lunch", 12, 13), ("review", 10.5, 12), ("demo", 13, 14), ("sync", 11, 12.5)]
    rooms = {}
    for name, start, end in sorted(requests, key=lambda r: (r[1], r[2])):
        placed = False
        for room in sorted(rooms):
            if not any([overlaps((start, end), (s, e)) for _, s, e in rooms[room]]):
                rooms[room].append((name, start, end))
                placed = True
                break
        if not placed:
            rooms[f"room-{len(rooms) + 1}"] = [(name, start, end)]
    for room, bookings in rooms.items():
        shown = ", ".join([f"{n}({s:g}-{e:g})" for n, s, e in bookings])
        print(f"{room}: {shown}")
    print("rooms needed:", len(rooms), "busiest:", max(rooms, key=lambda r: len(rooms[r])))

ROOMS = {101: "single", 102: "double", 103: "double", 201: "suite", 202: "single"}
BOOKED = {102, 201}


def available(kind=None, *, floor=None):
    for number, room_kind in sorted(ROOMS.items()):
        if number in BOOKED:
            continue
        if kind is not None and room_kind != kind:
            continue
        if floor is not None and number // 100 != floor:
            continue
        yield number


def main() -> None:
    print("any:", list(available()))
    print("doubles:", list(available("double")))
    print("floor 2:", list(available(floor=2)))
    for number in available("suite"):
        print("suite free:", number)
        break
    else:
        print("no suite free")

def classify(event):
    match event:
        case {"type": "click", "pos": [x, y]}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return "key " + k
        case {"type": "key", **rest}:
            return f"special key {rest}"
        case [first, *middle, last]:
            return f"seq {first} {middle} {last}"
        case (0 | 1) as bit:
            return f"bit {bit}"
        case None:
            return "none"
        case float() | int():
            return "number"
        case [] | ():
            return "empty"
        case str() as s if s.startswith("#"):
            return "comment"
        case _:
            return "other"


def main():
    events = [
        {"type": "click", "pos": [3, 4]},
        {"type": "click", "pos": (3, 4, 5)},
        {"type": "key", "key": "a"},
        {"type": "key", "key": "Enter", "mod": "shift"},
        [1, 2, 3, 4],
        (9, 8),
        [5],
        0, 1, True, 2, 2.5, None, [], (), "#x", "y", range(3),
    ]
    for e in events:
        print(classify(e))
    n = 0
    for word in "go north go south look quit".split():
        match word:
            case "go":
                n += 1
            case "north" | "south" as d:
                print("dir", d)
            case other:
                print("else", other)
    print(n, other)
    return n

def classify(item):
    match item:
        case {"kind": "book", "title": str(title), "pages": int(pages)} if pages > 500:
            return f"long book {title!r}"
        case {"kind": "book", "title": title}:
            return f"book {title!r}"
        case {"kind": "disc", "tracks": [first, *rest]}:
            return f"disc starting with {first} (+{len(rest)} more)"
        case {"kind": "disc", "tracks": []}:
            return "empty disc"
        case {"kind": kind, **others}:
            return f"unknown kind {kind} with {sorted(others)}"
        case _:
            return "not an item"


def shape_area(shape):
    match shape:
        case ("circle", r):
            return 3.14159 * r * r
        case ("rect", w, h) | ("box", w, h):
            return w * h
        case ("square", side):
            return side ** 2
        case _:
            raise ValueError(f"bad shape {shape}")


def main():
    items = [
        {"kind": "book", "title": "War and Peace", "pages": 1225},
        {"kind": "book", "title": "Zine", "pages": 12},
        {"kind": "disc", "tracks": ["Intro", "Song", "Outro"]},
        {"kind": "disc", "tracks": []},
        {"kind": "plant", "water": "daily", "light": "low"},
        ["not", "a", "dict"],
    ]
    for item in items:
        print(classify(item))
    total = 0.0
    for shape in [("circle", 2), ("rect", 3, 4), ("box", 2, 5), ("square", 7), ("hex", 1)]:
        try:
            area = shape_area(shape)
        except ValueError as err:
            print("skipped:", err)
            continue
        total += area
        print(f"{shape[0]:>7}: {area:8.3f}")
    return round(total, 3)


if __name__ == "__main__":
    main()

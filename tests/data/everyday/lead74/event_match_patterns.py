def classify(event):
    match event:
        case {"type": "click", "x": int(x), "y": int(y)} if x < 0 or y < 0:
            return "click out of bounds"
        case {"type": "click", "x": x, "y": y}:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": "Enter" | "Return"}:
            return "submit"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return f"typed {k!r}"
        case {"type": "scroll", "delta": [dx, dy]}:
            return f"scroll {dx:+d},{dy:+d}"
        case {"type": t, **rest}:
            return f"unknown {t} with {sorted(rest)}"
        case _:
            return "not an event"


def main():
    events = [
        {"type": "click", "x": 10, "y": 20},
        {"type": "click", "x": -1, "y": 5},
        {"type": "key", "key": "Return"},
        {"type": "key", "key": "q"},
        {"type": "key", "key": "Shift"},
        {"type": "scroll", "delta": [0, -3]},
        "garbage",
    ]
    for e in events:
        print(classify(e))
    counts = {}
    for e in events:
        kind = e["type"] if isinstance(e, dict) else None
        counts[kind] = counts.get(kind, 0) + 1
    print(counts)

def countdown(seconds, step=15):
    while seconds > 0:
        yield seconds
        seconds -= step
    yield 0


def fmt(s):
    return f"{s // 60}:{s % 60:02d}"


def main() -> None:
    ticks = [fmt(s) for s in countdown(95, 30)]
    print(" ".join(ticks))
    g = countdown(60)
    first = [t for t, _ in zip(g, range(2))]
    print("first two:", first, "then:", list(g))

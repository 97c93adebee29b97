def scale(*xs: int, by: int = 1, **named: int) -> list[int]:
    return [x * by for x in xs] + sorted(named.values())


def add(x: int, y: int) -> int:
    return x + y


def main(a: int, b: int) -> None:
    ys = scale(a, b, by=2)
    assert ys[0] == 2 * a and len(ys) == 2
    args = [a, b]
    assert add(*args) == a + b
    assert add(**{"x": a, "y": b}) == a + b

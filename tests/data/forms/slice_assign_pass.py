def main(a: int, b: int) -> None:
    xs = [a, b, 0, 0]
    xs[0:2] = [b, a]
    assert xs[0] == b and xs[1] == a
    xs[::2] = [1, 1]
    assert xs == [1, a, 1, 0]

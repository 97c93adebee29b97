def main(a: int, b: int, c: int) -> None:
    xs = [a, b, c]
    xs.reverse()
    assert xs[0] == c and xs[2] == a
    ys = xs.copy()
    xs.clear()
    assert len(xs) == 0 and len(ys) == 3

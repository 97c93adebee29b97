def main(a: int, b: int) -> None:
    xs = [a, b, 0]
    xs[0:2] = [b, a]
    assert xs[0] <= xs[1]

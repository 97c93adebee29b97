def main(a: int, b: int, c: int) -> None:
    first, *rest = [a, b, c]
    assert first == a and rest == [b, c]
    *init, (x, *y) = [a, (b, c)]
    assert init == [a] and x == b and y == [c]

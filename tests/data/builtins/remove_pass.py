def main(a: int, b: int) -> None:
    xs = [a, b, a]
    if a != b:
        xs.remove(b)
        assert xs == [a, a]
    xs.remove(a)
    assert len(xs) >= 1

def main(a: int) -> None:
    pairs = zip([a, 2], ["x", "y"])
    n = 0
    for p in pairs:
        n += 1
    for p in pairs:
        n += 1
    assert n == 4

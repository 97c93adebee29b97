def main(x: int) -> None:
    double = lambda v: v * 2
    pick = (lambda a, b: a if a > b else b)
    assert double(x) % 2 == 0
    assert pick(x, 3) >= 3

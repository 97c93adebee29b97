def main(x: int) -> None:
    double = lambda v: v * 2
    assert double(x) != 10

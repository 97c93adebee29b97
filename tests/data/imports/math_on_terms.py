import math


def main(x: int, y: float) -> None:
    assert math.floor(x) == x
    assert math.ceil(x) == x

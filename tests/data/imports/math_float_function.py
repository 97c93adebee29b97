import math


def main(y: float) -> None:
    assert math.sin(y) <= 1.0

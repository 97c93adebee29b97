import math


def main(x: float) -> float:
    if x > -5.0:
        return math.sqrt(x)
    return 0.0

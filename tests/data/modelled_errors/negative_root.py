import math


def side(area):
    return math.sqrt(area)


def main():
    return [side(a) for a in [4.0, -1.0]]

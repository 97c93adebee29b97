import clauz3


def clamp(v: int, lo: int, hi: int) -> int:
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


def main(n: int) -> int:
    c = clamp(n, 1, 100)
    assert 1 <= c <= 100
    return 100 // c

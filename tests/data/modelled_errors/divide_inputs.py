import operator


def main(a: int, b: int) -> int:
    if a > 10:
        return operator.floordiv(a, b)
    return a

# An average of a total over a count compared with a literal, both symbolic.
# expect: failed
# inputs: (10, 4), (7, 2), (0, 1), (5, 0), (-9, 3), (10, 1)
def main(total: int, count: int) -> float:
    if count > 0 and 0 <= total <= 10 * count:
        mean = total / count
        assert mean < 10.0
        return mean
    return 0.0

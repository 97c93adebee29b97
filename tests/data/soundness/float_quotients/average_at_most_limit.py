# The same average is at most the limit: proved.
# expect: proved
# inputs: (10, 4), (7, 2), (0, 1), (5, 0), (-9, 3), (40, 4)
def main(total: int, count: int) -> float:
    if count > 0 and 0 <= total <= 10 * count:
        mean = total / count
        assert mean <= 10.0
        assert 0.0 <= mean
        return mean
    return 0.0

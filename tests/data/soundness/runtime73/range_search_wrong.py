# As range_search.py, but an item's position is taken for its value: wrong past the first.
# expect: failed
# inputs: (5,), (0,), (-3,), (40,)
def main(n: int) -> int:
    r = range(0, 30, 5)
    if n > 3:
        assert r.index(15) == 15
        return r.index(15)
    return -1

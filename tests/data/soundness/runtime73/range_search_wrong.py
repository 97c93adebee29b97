# As range_search.py, but the position of an item is taken for its value: wrong past 0.
# expect: failed
# inputs: (5,)
def main(n: int) -> int:
    r = range(0, 30, 5)
    if 0 <= n < 30 and n % 5 == 0:
        assert r.index(n) == n
        return r.index(n)
    return -1

# range.count and range.index answered by arithmetic: an int, a bool, a whole float.
# expect: proved
# inputs: (0,), (5,), (12,), (-3,), (40,)
def main(n: int) -> int:
    r = range(0, 30, 5)
    assert r.count(10) == 1 and r.count(11) == 0 and r.count(10.0) == 1 and r.count("10") == 0
    assert r.index(25) == 5 and range(3).index(True) == 1
    if n > 3:
        return r.index(15)
    try:
        r.index(7)
    except ValueError:
        return -1
    return -2

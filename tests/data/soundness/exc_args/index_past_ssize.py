# CPython makes a sequence's index a C `Py_ssize_t` before any bounds check: an int past 64
# bits is `cannot fit 'int' into an index-sized integer`, still an `IndexError`.
# expect: proved
# inputs: ([1, 2], 0), ([1, 2], 5), ([], 10**20), ([3], -(10**20)), ([1], 2**63), ([1], -(2**63))
def main(xs: list[int], k: int) -> int:
    try:
        xs[k]
    except IndexError as e:
        fits = -(2**63) <= k < 2**63
        assert fits == ("range" in str(e))
        assert fits or str(e) == "cannot fit 'int' into an index-sized integer"
    try:
        (1, 2)[k]
    except IndexError as e:
        assert e.args == ("tuple index out of range",) or not -(2**63) <= k < 2**63
    return 0

# The `KeyError` for a known key a dict holding terms lacks carries that key, as CPython's
# does: a handler may read `e.args` and show `repr(e)` and `str(e)`.
# expect: proved
# inputs: (0,), (1,), (5,), (-2,)
def main(n: int) -> int:
    table = {1: n, 2: n + 1}
    try:
        table[99]
    except KeyError as e:
        assert e.args == (99,)
        assert repr(e) == "KeyError(99)"
        assert str(e) == "99"
    try:
        {3: n}.popitem()
        {}.popitem()
    except KeyError as e:
        assert e.args == ("popitem(): dictionary is empty",)
    return table[1]

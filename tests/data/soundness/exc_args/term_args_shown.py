# An exception made from the input keeps it as its arguments: `str(e)`, `e.args`, `repr(e)`
# and f-string fields of it are CPython's texts of them (a `KeyError` shows its key's repr).
# expect: proved
# inputs: (0, ''), (7, 'ab'), (-3, 'x y'), (12, 'key')
def main(n: int, name: str) -> int:
    if not -(10**9) < n < 10**9:
        return 0
    try:
        raise ValueError(f"bad count {n}")
    except ValueError as e:
        assert str(e) == "bad count " + str(n)
        assert e.args == ("bad count " + str(n),)
        assert f"{e}!" == "bad count " + str(n) + "!"
        assert f"<{e!s}>" == "<" + str(e) + ">"
    try:
        raise KeyError(n)
    except LookupError as e:
        assert str(e) == str(n)
        assert repr(e) == "KeyError(" + str(n) + ")"
        assert e.args[0] == n
    try:
        raise IndexError(n, n + 1)
    except IndexError as e:
        assert len(e.args) == 2 and e.args[1] - e.args[0] == 1
    err = RuntimeError(name)
    assert str(err) == name and err.args == (name,)
    return n

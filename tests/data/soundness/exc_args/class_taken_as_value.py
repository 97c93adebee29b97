# A builtin exception class taken as a value (`type(e)`, a name bound to it, `map`'s
# function) makes an exception when called, with the arguments' texts CPython shows.
# expect: proved
# inputs: ('',), ('a',), ("a'b",), ('x y',)
def main(s: str) -> int:
    kind = ValueError
    e = kind(s, 1)
    assert e.args == (s, 1) and isinstance(e, ValueError)
    again = type(e)(*e.args)
    assert again.args == e.args and type(again) is ValueError
    made = list(map(RuntimeError, [s]))
    assert str(made[0]) == s
    try:
        type(e)(s, code=1)
    except TypeError as t:
        assert str(t) == "ValueError() takes no keyword arguments"
    return len(s)

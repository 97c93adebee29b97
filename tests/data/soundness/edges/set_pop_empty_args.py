# `set.pop()` of an empty set raises a `KeyError` whose one argument is the message itself
# (`str(e)` shows its repr, quoted once).
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    s = {1}
    s.pop()
    try:
        s.pop()
        args = ()
    except KeyError as e:
        args = e.args
    assert args == ("pop from an empty set",)
    return n

# The failing twin of class_taken_as_value.py: calling `type(e)` makes an exception (no
# `TypeError`), whose text is its argument, so the handler below never runs and the last
# assertion fails for every text.
# expect: failed
# inputs: ('',), ('a',), ("a'b",), ('x y',)
def main(s: str) -> int:
    e = KeyError(s)
    try:
        again = type(e)(s + "!")
    except TypeError:
        return 0
    assert str(again) == s + "!"
    return 1

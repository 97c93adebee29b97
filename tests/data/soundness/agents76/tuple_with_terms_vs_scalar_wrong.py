# The twin of `tuple_with_terms_vs_scalar.py` claiming a tuple holding a term equals the
# str it starts with: it never does.
# expect: failed
# inputs: (1,), (0,), (-3,), (7,)


def main(n: int) -> int:
    pair = ("p", n)
    assert pair == "p" or n > 100
    return n

# The twin of zip_terms_with_text: zip stops at the shorter list, so three pairs of "xyz"
# with two terms is wrong for every a.
# expect: failed
# inputs: (0,), (4,), (-9,), (1,)


def main(a: int) -> int:
    pairs = [(c, v) for c, v in zip("xyz", [a, a + 1])]
    assert len(pairs) == 3
    return len(pairs)

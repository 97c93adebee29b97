# `str.__len__(s)` taken from the type: the first argument is the receiver, so it is `len(s)`
# for every text (a prover taking `str` itself as the receiver raised a `TypeError` here).
# expect: proved
# inputs: ("",), ("abc",), ("aaa",), ("x y",)


def main(s: str) -> int:
    n = str.__len__(s)
    assert n == len(s)
    assert s.__len__() == n and str.__contains__(s + "!", "!")
    return n

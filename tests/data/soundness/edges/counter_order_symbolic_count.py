# A Counter holding an input's count, ordered against a constant one: CPython fails the
# assertion for every n above 2, which the prover must find (never prove it).
# expect: failed
# inputs: (0,), (1,), (2,), (5,)
from collections import Counter


def main(n: int) -> int:
    assert Counter(a=n) <= Counter(a=2)
    return n

# The failing twin of counter_order_zero_counts.py: a prover ordering Counters by their keys
# (`b` more) would prove `Counter(a=1, b=0) > Counter(a=1)`; CPython fails it for every input.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
from collections import Counter


def main(n: int) -> int:
    assert Counter(a=1, b=0) > Counter(a=1)
    return n

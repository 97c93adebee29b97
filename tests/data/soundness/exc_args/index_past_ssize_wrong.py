# The failing twin of index_past_ssize.py: a prover that worded every index past the end as
# `list index out of range` would prove this; CPython fails it for `k = 10**20`.
# expect: failed
# inputs: (0,), (5,), (10**20,), (-(10**20),)
def main(k: int) -> int:
    try:
        [1, 2][k]
    except IndexError as e:
        assert str(e) == "list index out of range"
    return 0

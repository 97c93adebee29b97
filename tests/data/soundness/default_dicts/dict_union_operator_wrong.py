# expect: failed
# inputs: (1,), (-2,), (0,), (7,)
BASE = {"a": 1, "b": 2}


def main(k: int) -> int:
    # The right operand's value wins: merged["b"] is k, not 2, unless k == 2.
    merged = BASE | {"b": k, "c": 3}
    assert merged["b"] == 2
    return k

# The twin of dict_pairs_with_keywords: the keyword replaces the paired value, so `id` is
# n + 1, not n; the prover must refute it.
# expect: failed
# inputs: (0,), (5,), (-3,), (40,)


def main(n: int) -> int:
    row = [n, [n]]
    record = dict(zip(["id", "tags"], row), id=n + 1)
    assert record["id"] == n
    return len(record)

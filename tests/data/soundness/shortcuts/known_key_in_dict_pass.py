# `key in memo` with a known key in a dict holding terms (a memo table filled as it goes):
# one hashed look-up decides it, as CPython's dict does (1 and 1.0 and True are one key).
# expect: proved
# inputs: (0,), (4,), (-9,), (12,)
def main(n: int) -> int:
    memo = {}
    memo[(1, "a")] = n
    memo[2] = n + 1
    assert (1, "a") in memo
    assert 2.0 in memo
    assert (2, "a") not in memo
    assert "2" not in memo
    memo[True] = n * 2
    assert 1 in memo and len(memo) == 3
    assert memo[1.0] == 2 * n
    hits = 0
    for k in [(1, "a"), 2, 3, True]:
        if k in memo:
            hits += 1
    assert hits == 3
    return hits + memo[2]

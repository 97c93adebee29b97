# A known key missing from a dict holding terms: the lookup after a wrong `in` test fails.
# expect: failed
# inputs: (3,), (0,), (-1,), (8,)
def main(n: int) -> int:
    memo = {("a", 1): n}
    if n > 2:
        memo[("b", 2)] = n * 2
    key = ("b", 2)
    assert key in memo, "only stored when n > 2"
    return memo[key]

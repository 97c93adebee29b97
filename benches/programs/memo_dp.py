# Dynamic programming with lru_cache and dict memo: edit distance, coin change.
from functools import lru_cache

def edit(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a):
            return len(b) - j
        if j == len(b):
            return len(a) - i
        if a[i] == b[j]:
            return go(i + 1, j + 1)
        return 1 + min(go(i + 1, j), go(i, j + 1), go(i + 1, j + 1))
    return go(0, 0)

def coins(total, denoms):
    memo = {0: 0}
    for t in range(1, total + 1):
        best = None
        for d in denoms:
            if d <= t and memo.get(t - d) is not None:
                c = memo[t - d] + 1
                if best is None or c < best:
                    best = c
        memo[t] = best
    return memo[total]

def main() -> int:
    pairs = [("kitten" * 6, "sitting" * 6), ("flaw" * 10, "lawn" * 10), ("intention" * 4, "execution" * 4)]
    d = [edit(a, b) for a, b in pairs]
    c = coins(30000, [1, 5, 10, 25, 50])
    print(d, c)
    return c

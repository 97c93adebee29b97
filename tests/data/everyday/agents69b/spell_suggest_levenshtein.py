"""Suggest corrections for misspelt commands with memoised edit distance."""
from functools import lru_cache

COMMANDS = ["status", "commit", "checkout", "cherry-pick", "clone", "config", "push",
            "pull", "rebase", "reset", "restore", "revert", "stash", "switch", "tag", "log"]

calls = 0


def distance(a: str, b: str) -> int:
    @lru_cache(maxsize=None)
    def d(i: int, j: int) -> int:
        global calls
        calls += 1
        if i == 0:
            return j
        if j == 0:
            return i
        cost = 0 if a[i - 1] == b[j - 1] else 1
        best = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + cost)
        if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
            best = min(best, d(i - 2, j - 2) + 1)
        return best

    result = d(len(a), len(b))
    info = d.cache_info()
    assert info.currsize <= (len(a) + 1) * (len(b) + 1)
    return result


def alignment(a: str, b: str) -> str:
    rows, cols = len(a) + 1, len(b) + 1
    table = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        table[i][0] = i
    for j in range(cols):
        table[0][j] = j
    for i in range(1, rows):
        for j in range(1, cols):
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                              table[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
    ops = []
    i, j = len(a), len(b)
    while i or j:
        if i and j and table[i][j] == table[i - 1][j - 1] + (a[i - 1] != b[j - 1]):
            ops.append("=" if a[i - 1] == b[j - 1] else "~")
            i, j = i - 1, j - 1
        elif i and table[i][j] == table[i - 1][j] + 1:
            ops.append("-")
            i -= 1
        else:
            ops.append("+")
            j -= 1
    return "".join(reversed(ops))


def suggest(word: str, limit: int = 3) -> list[tuple[int, str]]:
    scored = sorted((distance(word, c), c) for c in COMMANDS)
    cutoff = max(1, len(word) // 3)
    return [(s, c) for s, c in scored if s <= cutoff][:limit]


def main() -> None:
    for typo in ["stauts", "comit", "chekcout", "psuh", "rset", "swtich", "blame", "lgo", "cherrypick"]:
        options = suggest(typo)
        if not options:
            print(f"{typo:<11} no suggestion")
            continue
        best = options[0][1]
        print(f"{typo:<11} did you mean {best!r}? {alignment(typo, best)} others={[c for _, c in options[1:]]}")
    print("memo calls:", calls)
    print("distance table:")
    words = ["kitten", "sitting", "mitten", "fitting"]
    for w in words:
        print(f"  {w:<8}" + "".join(f"{distance(w, v):>8}" for v in words))


if __name__ == "__main__":
    main()

"""Global alignment of DNA/protein strings with Needleman-Wunsch and a traceback."""
from typing import Tuple

MATCH, MISMATCH, GAP = 1, -1, -2


def score(a: str, b: str) -> int:
    return MATCH if a == b else MISMATCH


def align(s: str, t: str) -> Tuple[int, str, str]:
    n, m = len(s), len(t)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        table[i][0] = i * GAP
    for j in range(1, m + 1):
        table[0][j] = j * GAP
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            table[i][j] = max(
                table[i - 1][j - 1] + score(s[i - 1], t[j - 1]),
                table[i - 1][j] + GAP,
                table[i][j - 1] + GAP,
            )
    top, bottom = [], []
    i, j = n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and table[i][j] == table[i - 1][j - 1] + score(s[i - 1], t[j - 1]):
            top.append(s[i - 1])
            bottom.append(t[j - 1])
            i, j = i - 1, j - 1
        elif i > 0 and table[i][j] == table[i - 1][j] + GAP:
            top.append(s[i - 1])
            bottom.append("-")
            i -= 1
        else:
            top.append("-")
            bottom.append(t[j - 1])
            j -= 1
    return table[n][m], "".join(reversed(top)), "".join(reversed(bottom))


def middle(top: str, bottom: str) -> str:
    return "".join("|" if a == b else (" " if "-" in (a, b) else ".") for a, b in zip(top, bottom))


def identity(top: str, bottom: str) -> float:
    same = sum(a == b for a, b in zip(top, bottom))
    return same / len(top) if top else 1.0


PAIRS = [
    ("GATTACA", "GCATGCU"),
    ("ACGTACGT", "ACGACGT"),
    ("KITTEN", "SITTING"),
    ("AAAA", ""),
    ("HEAGAWGHEE", "PAWHEAE"),
]


def main():
    results = []
    for s, t in PAIRS:
        total, top, bottom = align(s, t)
        results.append((identity(top, bottom), s, t))
        print(f"{s} vs {t or '(empty)'}: score {total}, identity {identity(top, bottom):.0%}")
        print("   " + top)
        print("   " + middle(top, bottom))
        print("   " + bottom)
    best = max(results)
    print(f"most similar pair: {best[1]}/{best[2]} ({best[0]:.2%})")
    print("gaps:", {s: align(s, t)[1].count("-") + align(s, t)[2].count("-") for s, t in PAIRS})


if __name__ == "__main__":
    main()

# Dynamic programming over a 2D table: longest common subsequence and edit distance.


def lcs(a: str, b: str) -> int:
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        ai = a[i - 1]
        for j in range(1, len(b) + 1):
            if ai == b[j - 1]:
                cur[j] = prev[j - 1] + 1
            else:
                cur[j] = max(prev[j], cur[j - 1])
        prev = cur
    return prev[len(b)]


def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        prev = cur
    return prev[len(b)]


def main() -> int:
    a = "".join(chr(97 + (i * 7) % 26) for i in range(300))
    b = "".join(chr(97 + (i * 11) % 26) for i in range(280))
    x = lcs(a, b)
    y = edit_distance(a, b)
    print(f"lcs {x} edit {y}")
    return x * 1000 + y

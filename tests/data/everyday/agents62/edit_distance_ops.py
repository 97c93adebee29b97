"""Levenshtein distance with the edit script recovered from the DP table."""


def distance_table(a, b):
    rows = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        rows[i][0] = i
    for j in range(len(b) + 1):
        rows[0][j] = j
    for i, ca in enumerate(a, 1):
        for j, cb in enumerate(b, 1):
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (ca != cb))
    return rows


def script(a, b):
    rows = distance_table(a, b)
    i, j, ops = len(a), len(b), []
    while i or j:
        if i and j and a[i - 1] == b[j - 1] and rows[i][j] == rows[i - 1][j - 1]:
            ops.append(("keep", a[i - 1]))
            i, j = i - 1, j - 1
        elif i and j and rows[i][j] == rows[i - 1][j - 1] + 1:
            ops.append(("sub", f"{a[i - 1]}->{b[j - 1]}"))
            i, j = i - 1, j - 1
        elif i and rows[i][j] == rows[i - 1][j] + 1:
            ops.append(("del", a[i - 1]))
            i -= 1
        else:
            ops.append(("ins", b[j - 1]))
            j -= 1
    ops.reverse()
    return rows[len(a)][len(b)], ops


def render(ops):
    top, mid, bottom = [], [], []
    for kind, value in ops:
        if kind == "keep":
            top.append(value); mid.append("|"); bottom.append(value)
        elif kind == "sub":
            x, y = value.split("->")
            top.append(x); mid.append("*"); bottom.append(y)
        elif kind == "del":
            top.append(value); mid.append(" "); bottom.append("-")
        else:
            top.append("-"); mid.append(" "); bottom.append(value)
    return "".join(top), "".join(mid), "".join(bottom)


def similarity(a, b):
    d, _ = script(a, b)
    longest = max(len(a), len(b)) or 1
    return 1 - d / longest


def main():
    pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same")]
    for a, b in pairs:
        d, ops = script(a, b)
        counts = {k: sum(1 for op, _ in ops if op == k) for k in ("keep", "sub", "ins", "del")}
        print(f"{a!r} -> {b!r}: distance {d}  {counts}")
        for line in render(ops):
            print("    " + line)
    words = ["receive", "recieve", "receipt", "deceive", "relieve", "recipe"]
    typo = "recieve"
    ranked = sorted(words, key=lambda w: (script(typo, w)[0], w))
    print("closest to", typo, "->", [(w, script(typo, w)[0]) for w in ranked[:4]])
    print(f"similarity(apple, apply) = {similarity('apple', 'apply'):.3f}")
    table = distance_table("abc", "yabd")
    for row in table:
        print(" ".join(f"{v:2d}" for v in row))


if __name__ == "__main__":
    main()

"""A line diff built on the longest common subsequence, printed as hunks with context."""
from typing import Iterator, List, Sequence, Tuple

OLD = """def total(items):
    result = 0
    for item in items:
        result += item.price
    return result

def describe(item):
    return item.name
""".splitlines()

NEW = """def total(items, tax=0.0):
    result = 0
    for item in items:
        result += item.price * item.qty
    return result * (1 + tax)

def describe(item):
    return f"{item.name} x{item.qty}"

def empty(items):
    return not items
""".splitlines()


def lcs_table(a: Sequence[str], b: Sequence[str]) -> List[List[int]]:
    n, m = len(a), len(b)
    t = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    return t


def edit_script(a: Sequence[str], b: Sequence[str]) -> Iterator[Tuple[str, int, int, str]]:
    t = lcs_table(a, b)
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            yield " ", i, j, a[i]
            i += 1
            j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            yield "-", i, j, a[i]
            i += 1
        else:
            yield "+", i, j, b[j]
            j += 1
    while i < len(a):
        yield "-", i, j, a[i]
        i += 1
    while j < len(b):
        yield "+", i, j, b[j]
        j += 1


def hunks(script, context=1):
    ops = list(script)
    changed = [k for k, op in enumerate(ops) if op[0] != " "]
    if not changed:
        return
    groups, start, end = [], changed[0], changed[0]
    for k in changed[1:]:
        if k - end <= 2 * context + 1:
            end = k
        else:
            groups.append((start, end))
            start = end = k
    groups.append((start, end))
    for s, e in groups:
        lo, hi = max(0, s - context), min(len(ops), e + context + 1)
        block = ops[lo:hi]
        old_len = sum(1 for op in block if op[0] != "+")
        new_len = sum(1 for op in block if op[0] != "-")
        yield f"@@ -{block[0][1] + 1},{old_len} +{block[0][2] + 1},{new_len} @@", [f"{op[0]}{op[3]}" for op in block]


def main():
    script = list(edit_script(OLD, NEW))
    kept = sum(1 for op in script if op[0] == " ")
    print(f"lcs length {kept}, removed {sum(op[0] == '-' for op in script)}, added {sum(op[0] == '+' for op in script)}")
    for header, lines in hunks(script):
        print(header)
        for line in lines:
            print(line)
    similarity = 2 * kept / (len(OLD) + len(NEW))
    print(f"similarity {similarity:.1%}")
    words_a, words_b = "the quick brown fox jumps".split(), "the quick red fox leaps high".split()
    print(" ".join(f"[{tag}{w}]" if tag != " " else w for tag, _, _, w in edit_script(words_a, words_b)))
    print(lcs_table("ABCBDAB", "BDCABA")[0][0], "is the LCS length of the textbook example")


if __name__ == "__main__":
    main()

OLD = """apple
banana
cherry
date
elderberry
fig"""

NEW = """apple
blueberry
cherry
date
fig
grape"""


def lcs_table(a, b):
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    return table


def diff(a, b):
    table = lcs_table(a, b)
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            yield " ", a[i]
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            yield "-", a[i]
            i += 1
        else:
            yield "+", b[j]
            j += 1
    for rest in a[i:]:
        yield "-", rest
    for rest in b[j:]:
        yield "+", rest


def main():
    a, b = OLD.splitlines(), NEW.splitlines()
    changes = list(diff(a, b))
    for mark, line in changes:
        print(f"{mark} {line}")
    added = sum(1 for m, _ in changes if m == "+")
    removed = sum(1 for m, _ in changes if m == "-")
    print(f"{added} insertion(s)(+), {removed} deletion(s)(-)")
    similarity = 2 * lcs_table(a, b)[0][0] / (len(a) + len(b))
    print(f"similarity {similarity:.3f}")
    chars = list(diff(list("kitten"), list("sitting")))
    print("".join(f"[{m}{c}]" if m != " " else c for m, c in chars))
    return lcs_table("ABCBDAB", "BDCABA")[0][0]


if __name__ == "__main__":
    main()

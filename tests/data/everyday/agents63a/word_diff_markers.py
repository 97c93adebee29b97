"""Word-level diff of two revisions of a paragraph, shown with [-removed-]{+added+} markers."""
import re


def tokens(text):
    return re.findall(r"\w+|[^\w\s]", text)


def lcs_table(a, b):
    rows = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                rows[i][j] = rows[i + 1][j + 1] + 1
            else:
                rows[i][j] = max(rows[i + 1][j], rows[i][j + 1])
    return rows


def diff(a, b):
    table = lcs_table(a, b)
    i = j = 0
    ops = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            ops.append(("=", a[i]))
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            ops.append(("-", a[i]))
            i += 1
        else:
            ops.append(("+", b[j]))
            j += 1
    ops.extend(("-", t) for t in a[i:])
    ops.extend(("+", t) for t in b[j:])
    return ops


def merge_runs(ops):
    merged = []
    for op, tok in ops:
        if merged and merged[-1][0] == op:
            merged[-1][1].append(tok)
        else:
            merged.append((op, [tok]))
    return merged


def join(toks):
    out = ""
    for t in toks:
        if out and re.match(r"\w", t):
            out += " "
        out += t
    return out


def render(ops):
    pieces = []
    for op, toks in merge_runs(ops):
        text = join(toks)
        pieces.append({"=": "{}", "-": "[-{}-]", "+": "{{+{}+}}"}[op].format(text))
    return " ".join(pieces)


def similarity(ops):
    same = sum(1 for op, _ in ops if op == "=")
    return 2 * same / (sum(1 for op, _ in ops if op != "+") + sum(1 for op, _ in ops if op != "-"))


REVISIONS = [
    ("The quick brown fox jumps over the lazy dog.",
     "The quick red fox leaps over the lazy dog!"),
    ("Deploy on Friday, after the tests pass.",
     "Never deploy on Friday, even after the tests pass."),
    ("a b c d e", "a c d e f"),
    ("unchanged text", "unchanged text"),
]


def main():
    scores = []
    for old, new in REVISIONS:
        ops = diff(tokens(old), tokens(new))
        stats = {k: sum(1 for op, _ in ops if op == k) for k in "=-+"}
        score = similarity(ops)
        scores.append(score)
        print(render(ops))
        print(f"   kept={stats['=']} removed={stats['-']} added={stats['+']} similarity={score:.1%}")
    print("mean similarity: {:.3f}".format(sum(scores) / len(scores)))
    return [round(s, 3) for s in scores]


if __name__ == "__main__":
    main()

"""Suggest corrections for typos using an edit distance that charges less for neighbouring keys."""
from functools import lru_cache

ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
POS = {ch: (r, c + 0.5 * r) for r, row in enumerate(ROWS) for c, ch in enumerate(row)}

WORDS = """
receive believe weird their there theory thread threat
separate desperate definitely defiantly necessary accommodate
tomorrow borrow marrow government environment argument
""".split()


def key_cost(a, b):
    if a == b:
        return 0.0
    if a not in POS or b not in POS:
        return 1.0
    (r1, c1), (r2, c2) = POS[a], POS[b]
    dist = ((r1 - r2) ** 2 + (c1 - c2) ** 2) ** 0.5
    return 0.5 if dist <= 1.2 else 1.0


def distance(src, dst):
    @lru_cache(maxsize=None)
    def d(i, j):
        if i == 0:
            return float(j)
        if j == 0:
            return float(i)
        best = min(
            d(i - 1, j) + 1,
            d(i, j - 1) + 1,
            d(i - 1, j - 1) + key_cost(src[i - 1], dst[j - 1]),
        )
        if i > 1 and j > 1 and src[i - 1] == dst[j - 2] and src[i - 2] == dst[j - 1]:
            best = min(best, d(i - 2, j - 2) + 0.75)
        return best

    return d(len(src), len(dst))


def suggest(word, vocab, limit=3):
    scored = sorted((distance(word, w), w) for w in vocab)
    return [(w, s) for s, w in scored[:limit] if s <= max(2.0, len(word) / 3)]


def main():
    print("neighbour costs:", key_cost("a", "s"), key_cost("a", "l"), key_cost("g", "b"), key_cost("1", "q"))
    typos = ["recieve", "thier", "seperate", "definately", "tommorow", "goverment", "enviroment", "xyzzy", "threas"]
    for typo in typos:
        hits = suggest(typo, WORDS)
        if hits:
            shown = ", ".join(f"{w} ({s:g})" for w, s in hits)
        else:
            shown = "(no suggestion)"
        print(f"{typo:>12} -> {shown}")
    pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("abcd", "acbd"), ("", "abc")]
    for a, b in pairs:
        print(f"distance({a!r}, {b!r}) = {distance(a, b)}")
    total = sum(distance(t, suggest(t, WORDS)[0][0]) for t in typos if suggest(t, WORDS))
    print(f"total correction cost: {total:.2f}")
    return round(total, 2)


if __name__ == "__main__":
    main()

WORDS = "listen silent enlist google inlets banana tinsel stone tones notes onset elgoog".split()


def signature(word):
    return "".join(sorted(word))


def letter_counts(word):
    counts = {}
    for ch in word:
        counts[ch] = counts.get(ch, 0) + 1
    return counts


def main():
    index = {}
    for w in WORDS:
        index.setdefault(signature(w), []).append(w)
    groups = sorted((sorted(g) for g in index.values() if len(g) > 1), key=lambda g: (-len(g), g[0]))
    for g in groups:
        print(len(g), " ".join(g))
    singles = sorted(w for g in index.values() if len(g) == 1 for w in g)
    print("alone:", singles)
    print(letter_counts("banana"), max(WORDS, key=lambda w: len(set(w))))
    can_make = [w for w in WORDS if all(letter_counts("stonelisten").get(c, 0) >= n for c, n in letter_counts(w).items())]
    print(can_make)
    return len(groups)

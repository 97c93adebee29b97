WORDS = "listen silent enlist google elgoog inlets banana tinsel stone tones notes onset".split()


def main():
    groups = {}
    for w in WORDS:
        key = "".join(sorted(w))
        groups.setdefault(key, []).append(w)
    multi = [g for g in groups.values() if len(g) > 1]
    multi.sort(key=lambda g: (-len(g), g[0]))
    for g in multi:
        print(f"{len(g)}: {' '.join(sorted(g))}")
    singles = [g[0] for g in groups.values() if len(g) == 1]
    print("no anagram:", singles)
    letters = {}
    for w in WORDS:
        for c in w:
            letters[c] = letters.get(c, 0) + 1
    common = sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    return common

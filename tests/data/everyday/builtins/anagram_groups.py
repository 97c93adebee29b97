WORDS = "listen silent enlist google tinsel banana inlets elgoog stone tones notes onset"


def main() -> None:
    groups = {}
    for word in WORDS.split():
        key = "".join(sorted(word))
        groups.setdefault(key, []).append(word)
    multi = [sorted(g) for g in groups.values() if len(g) > 1]
    multi.sort(key=lambda g: (-len(g), g[0]))
    for g in multi:
        print(len(g), " ".join(g))
    loners = [g[0] for g in groups.values() if len(g) == 1]
    print("no anagram:", loners)
    print("biggest group key:", max(groups, key=lambda k: len(groups[k])))

TEXT = "to be or not to be that is the question to be"


def main() -> None:
    words = TEXT.split()
    for n in (1, 2, 3):
        grams = {}
        for i in range(len(words) - n + 1):
            g = " ".join(words[i:i + n])
            grams[g] = grams.get(g, 0) + 1
        common = sorted(grams.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        print(f"{n}-grams ({len(grams)} distinct):", ", ".join([f"{g!r}x{c}" for g, c in common]))
    chars = "".join(words)
    pairs = [chars[i:i + 2] for i in range(len(chars) - 1)]
    print("char bigrams:", len(pairs), "unique:", len(set(pairs)), "most:", max(sorted(set(pairs)), key=pairs.count))

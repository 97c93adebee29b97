PASSAGE = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""

STOP = frozenset({"it", "was", "the", "of"})


def tokenize(text):
    cleaned = "".join(c.lower() if c.isalpha() else " " for c in text)
    return cleaned.split()


def main():
    words = tokenize(PASSAGE)
    print("words:", len(words), "unique:", len(set(words)))
    freq = {}
    for w in words:
        if w in STOP:
            continue
        freq[w] = freq.get(w, 0) + 1
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
    for word, n in top[:6]:
        bar = "*" * n
        print(f"{word:>12} {bar} {n}")
    sentences = [s.strip() for s in PASSAGE.replace("\n", " ").split(",") if s.strip()]
    print("clauses:", len(sentences))
    print("longest clause:", max(sentences, key=len))
    avg = sum(map(len, words)) / len(words)
    print("avg word length: %.3f" % avg)
    caps = [w for w in PASSAGE.split() if w[0].isupper()]
    print("capitalised:", caps)
    lines = PASSAGE.splitlines()
    for i, line in enumerate(lines, start=1):
        print(f"{i}: {len(line):3d} chars, {line.count(',')} commas, ends {line[-5:]!r}")
    vowels = sum(PASSAGE.lower().count(v) for v in "aeiou")
    print("vowels:", vowels, "ratio: {:.2%}".format(vowels / len(PASSAGE)))


if __name__ == "__main__":
    main()

DOC = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""

STOP = {"it", "was", "the", "of"}


def main():
    sentences = [s.strip() for s in DOC.replace("\n", " ").split(".") if s.strip()]
    words = [w.strip(",.").lower() for w in DOC.split()]
    print(len(sentences), "sentence(s),", len(words), "words,", len(set(words)), "distinct")
    counts = {}
    for w in words:
        if w not in STOP:
            counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print(top)
    avg = sum(map(len, words)) / len(words)
    print(f"avg word length {avg:.3f}; longest {max(words, key=len)!r}")
    vowels = sum(1 for ch in DOC.lower() if ch in "aeiou")
    letters = sum(ch.isalpha() for ch in DOC)
    print(f"vowels {vowels}/{letters} = {vowels / letters:.2%}")
    caps = [w for w in DOC.split() if w[0].isupper()]
    print(caps)
    bigrams = {}
    for a, b in zip(words, words[1:]):
        bigrams[(a, b)] = bigrams.get((a, b), 0) + 1
    print(max(bigrams.items(), key=lambda kv: kv[1]))
    lines = DOC.splitlines()
    for i, line in enumerate(lines, 1):
        print(f"{i:>2}: {line[:40]}{'...' if len(line) > 40 else ''}")


if __name__ == "__main__":
    main()

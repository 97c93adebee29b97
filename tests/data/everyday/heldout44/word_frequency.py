from collections import Counter

TEXT = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox, being quick, runs away! Quick thinking saves the fox."""


def tokenize(text):
    words = []
    for raw in text.split():
        word = raw.strip(".,;!?\"'").lower()
        if word:
            words.append(word)
    return words


def main():
    words = tokenize(TEXT)
    counts = Counter(words)
    print("total words:", sum(counts.values()))
    print("distinct:", len(counts))
    for word, n in counts.most_common(4):
        print(f"{word:>8} {n:>2} {'*' * n}")
    lengths = Counter(len(w) for w in words)
    print(sorted(lengths.items()))
    first_letters = Counter(w[0] for w in words)
    common = [c for c, n in first_letters.items() if n >= 3]
    print("common initials:", sorted(common))
    other = Counter(tokenize("the fox and the hound"))
    both = counts & other
    print("shared:", sorted(both.items()))
    merged = counts + other
    print("the:", merged["the"], "hound:", merged["hound"], "cat:", merged["cat"])


if __name__ == "__main__":
    main()

from collections import Counter, defaultdict

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness"""


def words(text):
    for raw in text.split():
        word = raw.strip(",.;").lower()
        if word:
            yield word


def main():
    counts = Counter(words(TEXT))
    for word, n in counts.most_common(6):
        print(f"{word:<8} {n:>3} {'*' * n}")
    by_length = defaultdict(list)
    for word in sorted(counts):
        by_length[len(word)].append(word)
    for length in sorted(by_length):
        print(length, by_length[length])
    first_letters = Counter(w[0] for w in words(TEXT))
    print(sorted(first_letters.items())[:5])
    pairs = Counter(zip(list(words(TEXT)), list(words(TEXT))[1:]))
    print(pairs.most_common(2))
    print(counts["times"], counts["missing"], sum(counts.values()), len(counts))
    return counts.most_common(1)[0]


if __name__ == "__main__":
    main()

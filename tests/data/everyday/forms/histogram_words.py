SENTENCES = ["a bb ccc", "dddd a bb", "eeeee ccc a"]


def lengths(sentences):
    for s in sentences:
        yield from (len(w) for w in s.split())


def main() -> None:
    counts = {}
    for n in lengths(SENTENCES):
        counts[n] = counts.get(n, 0) + 1
    for n in sorted(counts):
        print(f"{n} letters: {'=' * counts[n]}")
    total = sum(lengths(SENTENCES))
    words = sum(1 for _ in lengths(SENTENCES))
    print(f"average {total / words:.2f} over {words} words")

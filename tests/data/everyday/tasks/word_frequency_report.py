TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""

STOP = {"it", "was", "the", "of"}


def main():
    words = []
    for raw in TEXT.split():
        w = raw.strip(".,;:!?\"'").lower()
        if w and w not in STOP:
            words.append(w)
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts, key=lambda w: (-counts[w], w))[:5]
    width = max(len(w) for w in top)
    for w in top:
        bar = "#" * counts[w]
        print(f"{w.ljust(width)} | {bar} ({counts[w]})")
    unique = len(counts)
    print(f"{len(words)} words, {unique} distinct, ratio {unique / len(words):.3f}")
    first_letters = {}
    for w in counts:
        first_letters.setdefault(w[0], []).append(w)
    for letter in sorted(first_letters)[:4]:
        print(letter, sorted(first_letters[letter]))
    return top

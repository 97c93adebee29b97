"""Word frequency report with stop words, bigrams and a histogram."""
import re
from collections import Counter
from itertools import islice, pairwise

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair.
"""

STOP = frozenset("it was the of a an and".split())


def tokens(text):
    return [w.lower() for w in re.findall(r"[A-Za-z]+", text)]


def main():
    words = tokens(TEXT)
    print(f"{len(words)} tokens, {len(set(words))} distinct")
    content = [w for w in words if w not in STOP]
    counts = Counter(content)
    top = counts.most_common(6)
    width = max(len(w) for w, _ in top)
    for w, n in top:
        print(f"{w:>{width}} | {'*' * n} {n}")
    bigrams = Counter(pairwise(words))
    print("top bigrams:", [" ".join(b) + f"={n}" for b, n in bigrams.most_common(3)])
    first_five = list(islice((w for w in content if len(w) > 5), 5))
    print("first long words:", first_five)
    lengths = Counter(len(w) for w in set(content))
    for length in sorted(lengths):
        print(f"  len {length:2}: {lengths[length]}")
    caps = sorted({w for w in re.findall(r"\b[A-Z][a-z]+\b", TEXT)})
    print("capitalised:", caps)
    singles = sorted(w for w, n in counts.items() if n == 1)
    print(f"hapax ({len(singles)}):", ", ".join(singles))
    print((counts + Counter(hope=5)).most_common(2))


if __name__ == "__main__":
    main()

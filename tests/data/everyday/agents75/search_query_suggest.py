import re
from collections import Counter, defaultdict
from bisect import bisect_left
from itertools import pairwise, islice

QUERY_LOG = """
python list comprehension
python dict comprehension
python list sort
python list sort reverse
how to sort a list in python
Python  List  Comprehension
python f-string format
python dict get default
javascript array sort
python list comprehension if else
python dict comprehension
python list sort key lambda
"""


def normalise(q):
    return " ".join(re.findall(r"[a-z0-9-]+", q.lower()))


def main():
    queries = [normalise(q) for q in QUERY_LOG.strip().splitlines()]
    freq = Counter(queries)
    print("top queries:")
    for q, n in freq.most_common(4):
        print(f"  {n} x {q}")
    bigrams = Counter(b for q in queries for b in pairwise(q.split()))
    print("top bigrams:", [" ".join(b) + f"={n}" for b, n in bigrams.most_common(3)])
    following = defaultdict(Counter)
    for q in queries:
        words = q.split()
        for a, b in pairwise(words):
            following[a][b] += 1
    for word in ["python", "list", "dict"]:
        nxt = ", ".join(f"{w}({n})" for w, n in following[word].most_common(3))
        print(f"after {word!r}: {nxt}")
    ordered = sorted(freq)

    def complete(prefix, limit=3):
        start = bisect_left(ordered, prefix)
        matches = (q for q in ordered[start:] if q.startswith(prefix))
        hits = list(islice(matches, 10))
        return sorted(hits, key=lambda q: (-freq[q], len(q), q))[:limit]

    for prefix in ["python l", "python dict", "java", "rust"]:
        print(f"{prefix!r:>14} -> {complete(prefix) or ['(no suggestions)']}")
    vocab = Counter(w for q in queries for w in q.split())
    print(f"vocabulary: {len(vocab)} words, hapax: {sum(1 for n in vocab.values() if n == 1)}")


if __name__ == "__main__":
    main()

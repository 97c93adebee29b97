"""Compare the vocabulary of two product reviews with Counter arithmetic and bigrams."""
import re
from collections import Counter
from itertools import pairwise

REVIEW_A = """The battery life is great, honestly great. Setup was quick and the screen is bright.
The speaker is weak, but the battery easily lasts two days. Great value for the price."""
REVIEW_B = """Screen is bright and sharp. Battery life is poor: it barely lasts a day.
The setup was confusing and the speaker is weak. Not great value at this price."""
STOP = frozenset("the is and a it was at this for but two for of".split())


def tokens(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.lower())


def content(words):
    return [w for w in words if w not in STOP]


def show(title, counter, n=None):
    items = counter.most_common(n)
    print(f"{title:<14}" + ", ".join(f"{w}:{c}" for w, c in items))


def main():
    wa, wb = tokens(REVIEW_A), tokens(REVIEW_B)
    ca, cb = Counter(content(wa)), Counter(content(wb))
    show("A top", ca, 4)
    show("B top", cb, 4)
    show("sum", ca + cb, 5)
    show("A minus B", ca - cb)
    show("common", ca & cb)
    print("union size:", len(ca | cb), "total words:", (ca + cb).total())

    bigrams = Counter(pairwise(wa)) + Counter(pairwise(wb))
    repeated = [(" ".join(bg), n) for bg, n in bigrams.most_common() if n > 1]
    print("repeated bigrams:", repeated)

    sentences = re.split(r"(?<=[.!?])\s+", REVIEW_A.replace("\n", " "))
    for i, sent in enumerate(sentences, 1):
        score = sum(ca[w] for w in content(tokens(sent)))
        print(f"  A{i} score={score:>2}  {sent[:40]}{'…' if len(sent) > 40 else ''}")

    sub = Counter(ca)
    sub.subtract(cb)
    leaning = sorted(((w, n) for w, n in sub.items() if n != 0), key=lambda kv: (kv[1], kv[0]))
    print("most B-leaning:", leaning[:3])
    print("most A-leaning:", leaning[-3:])
    print("elements:", sorted(Counter(great=2, weak=1).elements()))
    jaccard = len(ca.keys() & cb.keys()) / len(ca.keys() | cb.keys())
    print(f"jaccard similarity: {jaccard:.3f}")
    return round(jaccard, 3)


if __name__ == "__main__":
    main()

"""Find frequent words and bigrams in customer reviews, ignoring stopwords and punctuation."""
import string
from collections import Counter
from itertools import pairwise

REVIEWS = """\
Great battery life! The battery lasts two days, and the screen is great.
Screen cracked after a week... customer support was slow; support never called back.
Battery life is great, but the camera is average. Great value for the price!
The price is too high for the camera quality. Camera app crashes.
Fast shipping, great packaging -- battery life could be better though.
"""
STOP = frozenset("a the is and but for was to be after two could too of though".split())
TABLE = str.maketrans({ch: " " for ch in string.punctuation})


def tokens(line: str) -> list[str]:
    return [w for w in line.lower().translate(TABLE).split() if w not in STOP]


def main():
    lines = REVIEWS.splitlines()
    words = Counter()
    bigrams = Counter()
    for line in lines:
        toks = tokens(line)
        words.update(toks)
        bigrams.update(" ".join(p) for p in pairwise(toks))
    print("top words:")
    for word, n in words.most_common(5):
        print(f"  {word:<10}{n:>3}  {'*' * n}")
    print("top bigrams:", ", ".join(f"{b!r}x{n}" for b, n in bigrams.most_common(3)))
    once = sorted(w for w, n in words.items() if n == 1)
    print(f"hapax ({len(once)}):", " ".join(once[:8]), "...")
    sentiment = {"great": 1, "fast": 1, "better": 1, "slow": -1, "cracked": -1, "crashes": -1, "high": -1, "average": 0}
    for i, line in enumerate(lines, 1):
        score = sum(sentiment.get(t, 0) for t in tokens(line))
        label = "positive" if score > 0 else "negative" if score < 0 else "neutral"
        print(f"review {i}: {score:+d} {label:<8} {line[:40]!r}")
    caps = string.capwords("the battery life report")
    print(caps, "|", string.ascii_lowercase[:5], "|", len(string.punctuation))
    vocab = len(words)
    print(f"vocabulary {vocab}, tokens {words.total()}, ratio {vocab / words.total():.3f}")
    return vocab


if __name__ == "__main__":
    main()

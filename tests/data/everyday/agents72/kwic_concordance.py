"""Key-word-in-context concordance for a short text, with stop words removed."""
import re
import string
import textwrap
from collections import Counter, defaultdict

TEXT = """
The network is reliable, said nobody who had ever operated a network at scale.
Latency is never zero, bandwidth is never infinite, and the network is never
secure. Topology changes, administrators change, and transport cost is never
zero either. A distributed system is one in which the failure of a computer you
did not even know existed can render your own computer unusable.
"""

STOP = set("the is a and of in which who had at one can you your own not did even ever".split())
WIDTH = 28


def tokens(text):
    for m in re.finditer(r"[A-Za-z']+", text):
        yield m.start(), m.end(), m.group().lower()


def main():
    flat = " ".join(TEXT.split())
    index = defaultdict(list)
    for start, end, word in tokens(flat):
        if word not in STOP and len(word) > 2:
            index[word].append((start, end))
    counts = Counter({w: len(p) for w, p in index.items()})
    print("top keywords:", ", ".join(f"{w}×{n}" for w, n in counts.most_common(5)))
    for word, _ in counts.most_common(3):
        print(f"\n== {word.upper()} ==")
        for start, end in index[word]:
            left = flat[max(0, start - WIDTH):start]
            right = flat[end:end + WIDTH]
            print(f"{left:>{WIDTH}} [{flat[start:end]}] {right:<{WIDTH}}|")
    vocab = sorted(index)
    print("\nvocabulary ({} words):".format(len(vocab)))
    print(textwrap.fill(", ".join(vocab), width=60, initial_indent="  ", subsequent_indent="  "))
    punct = sum(ch in string.punctuation for ch in flat)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", flat) if s]
    print(f"{len(sentences)} sentences, {punct} punctuation marks")
    longest = max(sentences, key=len)
    print("longest sentence:")
    print(textwrap.indent(textwrap.fill(longest, 50), "  > "))


if __name__ == "__main__":
    main()

"""Word statistics on a passage: frequencies without stop words, bigrams, and wrapped output."""
import re
import string
import textwrap
from collections import Counter

PASSAGE = """\
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way -- in short, the period was so far like the present period,
that some of its noisiest authorities insisted on its being received, for good
or for evil, in the superlative degree of comparison only.
"""

STOP = set("it was the of we had to in on so or for its that all us some only".split())


def tokens(text):
    table = str.maketrans("", "", string.punctuation.replace("-", ""))
    return [w for w in text.lower().translate(table).split() if w.strip("-")]


def main():
    words = tokens(PASSAGE)
    counts = Counter(w for w in words if w not in STOP)
    print(f"{len(words)} words, {len(set(words))} distinct, {len(counts)} content words")
    for word, n in counts.most_common(6):
        print(f"  {word:<12}{n:>3} {'*' * n}")
    bigrams = Counter(zip(words, words[1:]))
    top = [f"{a} {b}" for (a, b), n in bigrams.most_common(3)]
    print("top bigrams:", top)
    lengths = Counter(len(w) for w in words)
    print("length histogram:", dict(sorted(lengths.items())))
    sentences = re.split(r"(?<=[.!?])\s+", PASSAGE.strip())
    print("sentences:", len(sentences))
    flat = " ".join(PASSAGE.split())
    print(textwrap.fill(flat, width=50, initial_indent="> ", subsequent_indent="> ")[:260])
    print(textwrap.shorten(flat, width=60, placeholder=" [...]"))
    for line in textwrap.wrap(flat, 70)[:2]:
        print(f"|{line:<70}|")
    print(textwrap.indent("first\nsecond\n\nthird", "  # "))
    print(textwrap.dedent("""
        dedented block
          keeps relative indent
    """).strip("\n"))
    capitalised = sorted({w for w in re.findall(r"\b[A-Z][a-z]+\b", PASSAGE)})
    print("capitalised:", capitalised)
    vowels = Counter(c for c in PASSAGE.lower() if c in "aeiou")
    print("vowels:", sorted(vowels.items(), key=lambda kv: (-kv[1], kv[0])))
    total = counts.total()
    print(f"share of 'times': {counts['times'] / total:.2%}; missing word count: {counts['zebra']}")
    return counts.most_common(1)[0]


if __name__ == "__main__":
    main()

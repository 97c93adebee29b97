"""Near-duplicate detection for support answers with word shingles and Jaccard similarity."""
import string
from itertools import combinations

DOCS = {
    "kb-1": "To reset your password, open Settings and choose Security, then click Reset.",
    "kb-2": "Open Settings, choose Security and click Reset to reset your password.",
    "kb-3": "Invoices can be downloaded from the Billing page as PDF files.",
    "kb-4": "You can download invoices as PDF files from the Billing page.",
    "kb-5": "Contact support if the app crashes on startup.",
}

STOP = frozenset("the to and your as from if can be on then".split())


def tokens(text):
    table = str.maketrans("", "", string.punctuation)
    return [w for w in text.lower().translate(table).split() if w not in STOP]


def shingles(words, k=2):
    return {tuple(words[i:i + k]) for i in range(len(words) - k + 1)}


def jaccard(a, b):
    return len(a & b) / len(a | b) if a | b else 1.0


def main():
    toks = {k: tokens(v) for k, v in DOCS.items()}
    for name, k in (("words", 1), ("bigrams", 2)):
        sets = {d: shingles(t, k) for d, t in toks.items()}
        scores = sorted(((jaccard(sets[a], sets[b]), a, b) for a, b in combinations(sorted(sets), 2)), reverse=True)
        print(f"-- {name}")
        for score, a, b in scores[:3]:
            print(f"  {a} ~ {b}: {score:.3f}{'  <- duplicate?' if score > 0.4 else ''}")
    vocab = sorted(set().union(*map(set, toks.values())))
    print(len(vocab), vocab[:6])
    common = set.intersection(*(set(toks[d]) for d in ("kb-1", "kb-2")))
    print(sorted(common))


if __name__ == "__main__":
    main()

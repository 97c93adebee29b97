"""A small Norvig-style spelling corrector over a word-frequency table built from text."""
import re
import string
from collections import Counter

CORPUS = """
The quick brown fox jumps over the lazy dog. The dog sleeps while the fox runs.
A quick decision is often better than a perfect decision made too late.
Spelling matters in a professional letter, so check the spelling before you send it.
The committee will receive the proposal and recommend a decision next week.
Separate the receipts from the invoices, and keep the receipts in a separate folder.
Necessary changes were made to the calendar; the meeting is definitely on Thursday.
"""

WORDS = Counter(re.findall(r"[a-z]+", CORPUS.lower()))
TOTAL = sum(WORDS.values())


def probability(word):
    return WORDS[word] / TOTAL


def edits1(word):
    letters = string.ascii_lowercase
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [l + r[1:] for l, r in splits if r]
    transposes = [l + r[1] + r[0] + r[2:] for l, r in splits if len(r) > 1]
    replaces = [l + c + r[1:] for l, r in splits if r for c in letters]
    inserts = [l + c + r for l, r in splits for c in letters]
    return set(deletes + transposes + replaces + inserts)


def edits2(word):
    return {e2 for e1 in edits1(word) for e2 in edits1(e1)}


def known(words):
    return {w for w in words if w in WORDS}


def correct(word):
    lower = word.lower()
    candidates = known([lower]) or known(edits1(lower)) or known(edits2(lower)) or {lower}
    best = max(sorted(candidates), key=probability)
    return best.capitalize() if word[:1].isupper() else best


def correct_text(text):
    return re.sub(r"[A-Za-z]+", lambda m: correct(m.group()), text)


def main():
    print(f"{len(WORDS)} distinct words, {TOTAL} tokens; top: {WORDS.most_common(4)}")
    print("edits1('fox') has", len(edits1("fox")), "candidates")
    tests = ["teh", "quikc", "dgo", "recieve", "seperate", "neccessary", "definately", "comittee", "xyzzy", "Spelnig"]
    fixed = 0
    for t in tests:
        c = correct(t)
        changed = c.lower() != t.lower()
        fixed += changed
        print(f"  {t:<11} -> {c}{'' if changed else '  (unchanged)'}")
    print(f"changed {fixed}/{len(tests)}")
    sentence = "Teh comittee will recieve teh proposal and reccomend a decison."
    print(correct_text(sentence))


if __name__ == "__main__":
    main()

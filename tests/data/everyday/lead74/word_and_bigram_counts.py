from collections import Counter
import string

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""
STOP = {"it", "was", "the", "of"}


def tokens(text):
    table = str.maketrans("", "", string.punctuation)
    return [w.lower() for w in text.translate(table).split()]


def bigrams(words):
    return list(zip(words, words[1:]))


def main():
    words = tokens(TEXT)
    counts = Counter(w for w in words if w not in STOP)
    print("top:", counts.most_common(4))
    bg = Counter(bigrams(words))
    for (a, b), n in bg.most_common(3):
        print(f"{a} {b}: {n}")
    letters = Counter(c for c in TEXT.lower() if c.isalpha())
    vowels = sum(letters[v] for v in "aeiou")
    print(f"letters={sum(letters.values())} vowels={vowels} ratio={vowels / sum(letters.values()):.3f}")
    longest = max(set(words), key=lambda w: (len(w), w))
    print("longest:", longest)
    caps = [w for w in TEXT.split() if w[0].isupper()]
    print("capitalised:", ", ".join(w.strip(",.") for w in caps))

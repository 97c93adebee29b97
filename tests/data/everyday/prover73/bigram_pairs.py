"""Count word pairs in a short text and pair up two columns, beside a small class."""
from collections import Counter
from dataclasses import dataclass

TEXT = "the cat sat on the mat and the cat ran to the mat"


@dataclass
class Pair:
    left: str
    right: str

    def label(self):
        return f"{self.left}->{self.right}"


def main():
    words = TEXT.split()
    bigrams = Counter(zip(words, words[1:]))
    print(bigrams.most_common(3))
    print(len(bigrams), bigrams[("the", "cat")], bigrams[("cat", "the")])
    top = [Pair(a, b).label() for (a, b), _ in bigrams.most_common(2)]
    print(top)
    scores = [7, 3, 9]
    names = ["ann", "bob", "cy"]
    print(sorted(zip(scores, names)), sorted(zip(names, scores), reverse=True))
    print(dict(zip(names, scores)), dict(enumerate(names, 1)))
    trigrams = Counter(zip(words, words[1:], words[2:]))
    print(trigrams.most_common(1), sum(trigrams.values()))
    print(Counter(enumerate("abca")).most_common(2), Counter(zip("ab", "ba")))

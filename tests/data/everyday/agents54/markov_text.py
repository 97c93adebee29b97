"""Generate pseudo-random sentences from a small corpus with a word-level Markov chain."""
import random
from collections import defaultdict, Counter

CORPUS = """
the quick brown fox jumps over the lazy dog. the lazy dog sleeps in the sun.
the brown dog chases the quick cat. a quick cat jumps over the brown fox.
the sun rises over the hill. a lazy fox sleeps under the hill.
"""


def build_chain(text, order=1):
    words = text.replace(".", " .").split()
    chain = defaultdict(Counter)
    for i in range(len(words) - order):
        key = tuple(words[i:i + order])
        chain[key][words[i + order]] += 1
    return chain


def weighted_choice(rng, counter):
    items = sorted(counter.items())
    total = sum(count for _, count in items)
    pick = rng.randrange(total)
    for word, count in items:
        if pick < count:
            return word
        pick -= count
    raise AssertionError("unreachable")


def generate(chain, rng, start, max_words=15):
    key = start
    out = list(start)
    while len(out) < max_words:
        options = chain.get(key)
        if not options:
            break
        word = weighted_choice(rng, options)
        out.append(word)
        if word == ".":
            break
        key = tuple(out[-len(key):])
    sentence = " ".join(out).replace(" .", ".")
    return sentence[0].upper() + sentence[1:]


def main():
    chain = build_chain(CORPUS)
    print("states:", len(chain))
    print("after 'the':", chain[("the",)].most_common(4))
    rng = random.Random(2024)
    for _ in range(4):
        print(" ", generate(chain, rng, ("the",)))
    chain2 = build_chain(CORPUS, order=2)
    rng2 = random.Random(99)
    print(" ", generate(chain2, rng2, ("a", "quick")))
    sample = rng.sample(sorted({w for key in chain for w in key}), 5)
    print("sample vocab:", sample)
    deck = list(range(10))
    rng.shuffle(deck)
    print("shuffled:", deck, "choice:", rng.choice("xyz"), "uniform:", round(rng.uniform(1, 2), 4))
    print("randint:", [rng.randint(1, 6) for _ in range(8)])


if __name__ == "__main__":
    main()

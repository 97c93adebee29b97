"""Group words into anagram families and find the best Scrabble-style plays from a rack."""
from collections import Counter, defaultdict
from itertools import combinations

WORDS = """listen silent enlist tinsel inlets google stone tones notes onset
seton banana night thing evil vile live veil levi act cat tac dusty study
rat tar art star rats arts tsar angel glean angle""".split()

SCORES = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2),
          **dict.fromkeys("bcmp", 3), **dict.fromkeys("fhvwy", 4), "k": 5,
          **dict.fromkeys("jx", 8), **dict.fromkeys("qz", 10)}


def signature(word: str) -> str:
    return "".join(sorted(word.lower()))


def families(words):
    groups = defaultdict(list)
    for w in words:
        groups[signature(w)].append(w)
    return {k: sorted(set(v)) for k, v in groups.items() if len(set(v)) > 1}


def score(word: str) -> int:
    return sum(SCORES.get(c, 0) for c in word)


def playable(rack: str, words):
    have = Counter(rack)
    for w in set(words):
        need = Counter(w)
        if not need - have:
            yield w


def main():
    fams = families(WORDS)
    for sig, members in sorted(fams.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{sig:<8} {len(members)}: {', '.join(members)}")
    singles = sorted(w for w in set(WORDS) if signature(w) not in fams)
    print("no partner:", singles)
    rack = "tsaerln"
    plays = sorted(playable(rack, WORDS), key=lambda w: (-score(w), -len(w), w))
    print(f"rack {rack!r}: best plays {plays[:5]}")
    pairs = [(a, b) for a, b in combinations(sorted(fams), 2)
             if set(a) == set(b)]
    print("families sharing letters:", pairs)
    letters = Counter("".join(WORDS))
    print("most common letters:", letters.most_common(4))
    longest = max(fams.values(), key=len)
    print("largest family:", "/".join(longest), f"(score each {score(longest[0])})")


if __name__ == "__main__":
    main()

"""Find the best-scoring words playable from a Scrabble rack, with blanks."""
from collections import Counter
from itertools import permutations

VALUES = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
          **dict.fromkeys("fhvwy", 4), "k": 5, **dict.fromkeys("jx", 8), **dict.fromkeys("qz", 10)}

WORDS = """quiz quest quite tie tine stain satin train retain retina saint stair
zest jest jets rest rate tear tare aster rates stare tears trains strain
exit axe tax tea eat ate sea set east seat seats taste state""".split()


def can_make(word, rack):
    need = Counter(word)
    have = Counter(rack)
    missing = need - have
    blanks = have["?"]
    return sum(missing.values()) <= blanks, missing


def score(word, rack):
    ok, missing = can_make(word, rack)
    if not ok:
        return None
    total = sum(VALUES[ch] for ch in word) - sum(VALUES[ch] * n for ch, n in missing.items())
    bonus = 50 if len(word) == 7 else 0
    return total + bonus


def anagrams_in_rack(rack, lengths, dictionary):
    found = set()
    letters = rack.replace("?", "")
    for n in lengths:
        for combo in permutations(letters, n):
            word = "".join(combo)
            if word in dictionary:
                found.add(word)
    return found


def main():
    racks = ["aerstit", "qu?ietz", "xeat?s", "bcdfg"]
    dictionary = frozenset(WORDS)
    for rack in racks:
        plays = []
        for word in dictionary:
            s = score(word, rack)
            if s is not None:
                plays.append((s, word))
        plays.sort(key=lambda p: (-p[0], len(p[1]), p[1]))
        print(f"rack {rack!r}: {len(plays)} playable")
        for s, word in plays[:4]:
            _, missing = can_make(word, rack)
            blank = f" (blank as {''.join(sorted(missing.elements()))})" if missing else ""
            print(f"   {word:<8}{s:>3}{blank}")
        if not plays:
            print("   exchange tiles!")
    exact = anagrams_in_rack("aerst", [5], dictionary)
    print("five-letter anagrams of 'aerst':", sorted(exact))
    letters = Counter("".join(WORDS))
    print("commonest letters:", letters.most_common(5))
    print("rarest with value:", sorted(((VALUES[c], c) for c in letters if letters[c] <= 3), reverse=True))
    print(f"total of dictionary: {sum(sum(VALUES[c] for c in w) for w in WORDS)}")


if __name__ == "__main__":
    main()

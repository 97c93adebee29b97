"""Match surnames in a genealogy index with Soundex and a simple NYSIIS-like key."""
import re
from collections import defaultdict

CODES = {c: str(d) for d, letters in enumerate(["aeiouyhw", "bfpv", "cgjkqsxz", "dt", "l", "mn", "r"]) for c in letters}


def soundex(name):
    name = re.sub(r"[^a-z]", "", name.lower())
    if not name:
        return ""
    first = name[0]
    digits = []
    prev = CODES[first]
    for ch in name[1:]:
        code = CODES[ch]
        if code != "0" and code != prev:
            digits.append(code)
        if ch not in "hw":
            prev = code
    return (first.upper() + "".join(digits) + "000")[:4]


def simple_key(name):
    n = name.upper()
    for pat, rep in [(r"^MAC", "MC"), (r"^KN", "N"), (r"PH", "F"), (r"(?<!^)[AEIOU]", "A"), (r"(.)\1+", r"\1"), (r"S$", ""), (r"A$", "")]:
        n = re.sub(pat, rep, n)
    return n[:6]


NAMES = ["Robert", "Rupert", "Rubin", "Ashcraft", "Ashcroft", "Tymczak", "Pfister", "Honeyman",
         "Smith", "Smyth", "Schmidt", "MacDonald", "McDonald", "Knight", "Night", "Philips", "Phillips", "Lee", "Leigh"]


def main():
    print(f"{'name':<10} {'soundex':<8} key")
    for name in NAMES:
        print(f"{name:<10} {soundex(name):<8} {simple_key(name)}")
    groups = defaultdict(list)
    for name in NAMES:
        groups[soundex(name)].append(name)
    print("\nSoundex groups with more than one name:")
    for code, members in sorted(groups.items()):
        if len(members) > 1:
            print(f"  {code}: {', '.join(members)}")
    keys = defaultdict(set)
    for name in NAMES:
        keys[simple_key(name)].add(name)
    both = [tuple(sorted(s)) for s in keys.values() if len(s) > 1]
    print("key groups:", sorted(both))
    query = "Smithe"
    hits = [n for n in NAMES if soundex(n) == soundex(query)]
    print(f"search {query!r} ({soundex(query)}):", hits)
    assert soundex("Robert") == soundex("Rupert") == "R163"
    print("edge cases:", [soundex(x) for x in ("", "A", "O'Brien", "van der Berg", "Lloyd")])
    return len(groups)


if __name__ == "__main__":
    main()

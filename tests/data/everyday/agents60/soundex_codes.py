"""Group surnames that sound alike using American Soundex, and compare with a simple metaphone-ish key."""
import itertools
import re
from collections import defaultdict

CODES = {c: str(d) for d, letters in enumerate(["", "bfpv", "cgjkqsxz", "dt", "l", "mn", "r"]) for c in letters}


def soundex(name: str) -> str:
    letters = re.sub(r"[^a-z]", "", name.lower())
    if not letters:
        raise ValueError(f"no letters in {name!r}")
    first = letters[0]
    digits = []
    previous = CODES.get(first, "")
    for ch in letters[1:]:
        code = CODES.get(ch, "")
        if code and code != previous:
            digits.append(code)
        if ch not in "hw":
            previous = code
    return (first.upper() + "".join(digits) + "000")[:4]


def crude_key(name: str) -> str:
    s = name.lower()
    for pattern, repl in [(r"ph", "f"), (r"ck", "k"), (r"[aeiouy]+", "a"), (r"(.)\1+", r"\1"), (r"^kn", "n"),
                          (r"c(?=[ei])", "s"), (r"c", "k")]:
        s = re.sub(pattern, repl, s)
    return s.upper()


NAMES = ["Robert", "Rupert", "Rubin", "Ashcraft", "Ashcroft", "Tymczak", "Pfister", "Honeyman",
         "Smith", "Smyth", "Schmidt", "Knight", "Night", "Philips", "Phillips", "Fillips", "Lee", "Leigh",
         "O'Connor", "Oconnor", "Catherine", "Kathryn", "McDonald", "MacDonald"]


def main():
    groups = defaultdict(list)
    for name in NAMES:
        groups[soundex(name)].append(name)
    for code, members in sorted(groups.items()):
        marker = "  <- homophones" if len(members) > 1 else ""
        print(f"{code}: {', '.join(members)}{marker}")
    print()
    by_key = {k: list(g) for k, g in itertools.groupby(sorted(NAMES, key=crude_key), key=crude_key)}
    agree = disagree = 0
    for a, b in itertools.combinations(NAMES, 2):
        same_soundex = soundex(a) == soundex(b)
        same_key = crude_key(a) == crude_key(b)
        if same_soundex and same_key:
            agree += 1
        elif same_soundex != same_key:
            disagree += 1
            if disagree <= 6:
                print(f"disagree: {a:<10} {b:<10} soundex {soundex(a)}/{soundex(b)} key {crude_key(a)}/{crude_key(b)}")
    print(f"pairs both call alike: {agree}, methods disagree: {disagree}")
    print("largest key group:", max(by_key.items(), key=lambda kv: len(kv[1])))
    try:
        soundex("123")
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()

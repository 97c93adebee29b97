TEXT = "Sphinx of black quartz, judge my vow! Pack my box with five dozen liquor jugs."


def main() -> None:
    letters = [c.lower() for c in TEXT if c.isalpha()]
    freq = {}
    for c in letters:
        freq[c] = freq.get(c, 0) + 1
    missing = [chr(c) for c in range(ord("a"), ord("z") + 1) if chr(c) not in freq]
    print("pangram:", not missing, "missing:", missing)
    common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    for letter, n in common:
        print(f"{letter}: {n:>2} {n / len(letters):6.2%}")
    vowels = sum([freq.get(v, 0) for v in "aeiou"])
    print("vowels %d consonants %d ratio %.2f" % (vowels, len(letters) - vowels, vowels / (len(letters) - vowels)))

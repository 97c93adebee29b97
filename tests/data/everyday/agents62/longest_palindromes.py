"""Find palindromic substrings and sentences, ignoring case and punctuation."""
import string


def normalise(text):
    keep = set(string.ascii_lowercase + string.digits)
    return "".join(ch for ch in text.lower() if ch in keep)


def is_palindrome(text):
    clean = normalise(text)
    return clean == clean[::-1]


def expand(s, lo, hi):
    while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
        lo -= 1
        hi += 1
    return lo + 1, hi


def longest(s):
    best = (0, 0)
    for centre in range(len(s)):
        for lo, hi in (expand(s, centre, centre), expand(s, centre, centre + 1)):
            if hi - lo > best[1] - best[0]:
                best = (lo, hi)
    return s[best[0]:best[1]]


def all_palindromes(s, minimum=3):
    found = set()
    for centre in range(len(s)):
        for lo, hi in ((centre, centre), (centre, centre + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                if hi - lo + 1 >= minimum:
                    found.add(s[lo:hi + 1])
                lo, hi = lo - 1, hi + 1
    return sorted(found, key=lambda p: (-len(p), p))


def min_cuts(s):
    """Fewest cuts so every piece is a palindrome."""
    n = len(s)
    cuts = list(range(-1, n))
    for centre in range(n):
        for lo, hi in ((centre, centre), (centre, centre + 1)):
            while lo >= 0 and hi < n and s[lo] == s[hi]:
                cuts[hi + 1] = min(cuts[hi + 1], cuts[lo] + 1)
                lo, hi = lo - 1, hi + 1
    return cuts[n]


def main():
    sentences = [
        "A man, a plan, a canal: Panama!",
        "Was it a car or a cat I saw?",
        "No 'x' in Nixon",
        "Palindromes are fun",
        "Step on no pets.",
        "12321 is a number",
    ]
    for s in sentences:
        mark = "yes" if is_palindrome(s) else "no "
        print(f"{mark} {s!r:40} longest run: {longest(normalise(s))!r}")
    text = "forgeeksskeegforabacdfgdcabaracecar"
    print("longest in text:", longest(text))
    print("top palindromes:", all_palindromes(text)[:6])
    for word in ["aab", "banana", "noonabbad", "abcde", ""]:
        print(f"min cuts {word!r}: {min_cuts(word)}")
    words = "level kayak rotor civic radar refer madam stats tenet wow noon".split()
    by_len = {}
    for w in words:
        by_len.setdefault(len(w), []).append(w)
    for n in sorted(by_len, reverse=True):
        print(f"{n}: {' '.join(sorted(by_len[n]))}")
    print(string.capwords("  hello   palindrome world "), string.punctuation[:10])


if __name__ == "__main__":
    main()

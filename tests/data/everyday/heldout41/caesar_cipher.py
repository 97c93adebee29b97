def shift_table(k: int) -> dict:
    lower = "".join(chr(c) for c in range(ord("a"), ord("z") + 1))
    upper = lower.upper()
    k %= 26
    return str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k])


def encrypt(text, k):
    return text.translate(shift_table(k))


def decrypt(text, k):
    return encrypt(text, -k)


def score(text):
    common = "etaoin shrdlu"
    return sum(text.lower().count(c) for c in common)


def main():
    msg = "Attack at Dawn, hold the Bridge!"
    for k in (1, 3, 13, 25, 52):
        enc = encrypt(msg, k)
        print(f"k={k:>2}: {enc}")
        assert decrypt(enc, k) == msg
    secret = encrypt("meet me by the old oak tree at noon", 7)
    guesses = sorted(range(26), key=lambda k: score(decrypt(secret, k)), reverse=True)
    best = guesses[0]
    print("cracked key:", best, "->", decrypt(secret, best))
    rot13 = str.maketrans("abcdefghijklmnopqrstuvwxyz", "nopqrstuvwxyzabcdefghijklm")
    print("hello world".translate(rot13))
    strip_vowels = str.maketrans("", "", "aeiouAEIOU")
    print(msg.translate(strip_vowels))
    print({ord(c): c for c in "abc"})


if __name__ == "__main__":
    main()

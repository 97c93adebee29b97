from collections import Counter
import string


def caesar(text, shift):
    def rot(c):
        if c in string.ascii_lowercase:
            return chr((ord(c) - 97 + shift) % 26 + 97)
        if c in string.ascii_uppercase:
            return chr((ord(c) - 65 + shift) % 26 + 65)
        return c
    return "".join(map(rot, text))


def crack(cipher):
    freq = Counter(c for c in cipher.lower() if c.isalpha())
    common = freq.most_common(1)[0][0]
    return (ord(common) - ord("e")) % 26


def main():
    msg = "Meet me near the tree at seven, bring the green keys."
    enc = caesar(msg, 11)
    print(enc)
    k = crack(enc)
    print(k, caesar(enc, -k))
    table = str.maketrans("aeiou", "AEIOU", ",.")
    print(msg.translate(table))
    words = msg.lower().translate(str.maketrans("", "", string.punctuation)).split()
    print(sorted(Counter(words).items(), key=lambda kv: (-kv[1], kv[0]))[:3])
    print(" ".join(w.capitalize() for w in words[:4]), msg.swapcase()[:10], msg.center(60, "*"))


if __name__ == "__main__":
    main()

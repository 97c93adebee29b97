ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    digits = []
    while n:
        n, r = divmod(n, base)
        digits.append(ALPHABET[r])
    return sign + "".join(reversed(digits))


def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def rle(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}" if j - i > 1 else s[i])
        i = j
    return "".join(out)


def checksum(data):
    return sum(ord(c) * (i + 1) for i, c in enumerate(data)) % 65521


def main():
    for n, b in [(255, 2), (255, 16), (-42, 7), (10 ** 12, 36), (0, 3)]:
        s = to_base(n, b)
        print(n, b, s, int(s, b) == n)
    secret = caesar("Hello, World! Zebra-42", 3)
    print(secret, caesar(secret, -3))
    print(rle("aaabccddddde"), rle(""), rle("abc"))
    print(checksum("clauz3"), hex(checksum("hello world")))
    print(bytes([104, 105]) if False else [ord(c) for c in "hi"], "".join(chr(c) for c in [72, 73]))


if __name__ == "__main__":
    main()

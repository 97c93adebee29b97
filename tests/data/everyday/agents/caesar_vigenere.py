ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def shift_char(ch, k):
    if ch.lower() not in ALPHABET:
        return ch
    moved = ALPHABET[(ALPHABET.index(ch.lower()) + k) % 26]
    return moved.upper() if ch.isupper() else moved


def caesar(text, k):
    return "".join(shift_char(c, k) for c in text)


def vigenere(text, key, sign=1):
    out, i = [], 0
    for c in text:
        if c.lower() in ALPHABET:
            out.append(shift_char(c, sign * ALPHABET.index(key[i % len(key)])))
            i += 1
        else:
            out.append(c)
    return "".join(out)


def crack(cipher, words):
    best = max(range(26), key=lambda k: sum(w in caesar(cipher, -k).lower().split() for w in words))
    return best, caesar(cipher, -best)


def main():
    msg = "Attack at Dawn, hold the North gate!"
    c = caesar(msg, 7)
    print(c)
    print(crack(c, ["the", "at", "hold"]))
    v = vigenere(msg, "lemon")
    print(v, "|", vigenere(v, "lemon", -1))
    freq = sorted(((c.lower(), msg.lower().count(c.lower())) for c in set(msg) if c.isalpha()), key=lambda p: (-p[1], p[0]))
    print(freq[:4])
    return caesar("xyz", 3)

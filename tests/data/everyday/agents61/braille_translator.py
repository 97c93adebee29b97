"""Translate text to Grade 1 braille (Unicode cells) and back, with number and capital signs."""
import string

DOTS = {
    "a": (1,), "b": (1, 2), "c": (1, 4), "d": (1, 4, 5), "e": (1, 5),
    "f": (1, 2, 4), "g": (1, 2, 4, 5), "h": (1, 2, 5), "i": (2, 4), "j": (2, 4, 5),
}
for base, extra in (("abcdefghij", (3,)), ("klmnopqrst"[:10], ())):
    pass
SECOND = "klmnopqrst"
THIRD = "uvxyz"
for i, ch in enumerate(SECOND):
    DOTS[ch] = DOTS["abcdefghij"[i]] + (3,)
for i, ch in enumerate(THIRD):
    DOTS[ch] = DOTS["abcde"[i]] + (3, 6)
DOTS["w"] = (2, 4, 5, 6)
PUNCT = {",": (2,), ";": (2, 3), ":": (2, 5), ".": (2, 5, 6), "!": (2, 3, 5), "?": (2, 3, 6), "-": (3, 6)}
CAPITAL = (6,)
NUMBER = (3, 4, 5, 6)


def cell(dots) -> str:
    return chr(0x2800 + sum(1 << (d - 1) for d in dots))


def encode(text: str) -> str:
    out = []
    in_number = False
    for ch in text:
        if ch.isdigit():
            if not in_number:
                out.append(cell(NUMBER))
                in_number = True
            out.append(cell(DOTS["jabcdefghi"[int(ch)]]))
            continue
        in_number = False
        if ch == " ":
            out.append(cell(()))
        elif ch.isupper():
            out.append(cell(CAPITAL) + cell(DOTS[ch.lower()]))
        elif ch in DOTS:
            out.append(cell(DOTS[ch]))
        elif ch in PUNCT:
            out.append(cell(PUNCT[ch]))
        else:
            raise ValueError(f"cannot encode {ch!r}")
    return "".join(out)


def decode(braille: str) -> str:
    letters = {cell(d): ch for ch, d in DOTS.items()}
    marks = {cell(d): ch for ch, d in PUNCT.items()}
    out, capital, number = [], False, False
    for c in braille:
        if c == cell(CAPITAL):
            capital = True
        elif c == cell(NUMBER):
            number = True
        elif c == cell(()):
            out.append(" ")
            number = False
        elif number and c in letters and letters[c] in "abcdefghij":
            out.append(str("jabcdefghi".index(letters[c])))
        elif c in letters:
            number = False
            ch = letters[c]
            out.append(ch.upper() if capital else ch)
            capital = False
        else:
            out.append(marks.get(c, "?"))
    return "".join(out)


def main():
    samples = ["Hello, World!", "Room 42 is on floor 3.", "zebra - quick wit?", "Python 3 rocks"]
    for text in samples:
        b = encode(text)
        back = decode(b)
        print(f"{text!r} -> {b} ({len(b)} cells) round-trip ok: {back == text}")
        if back != text:
            print("   decoded as", repr(back))
    print("alphabet:", "".join(cell(DOTS[c]) for c in string.ascii_lowercase))
    dot_counts = {c: len(DOTS[c]) for c in string.ascii_lowercase}
    heaviest = max(dot_counts.values())
    print("most dots:", [c for c, n in dot_counts.items() if n == heaviest])
    print(hex(ord(cell((1, 2, 3, 4, 5, 6)))), cell((1, 2, 3, 4, 5, 6)).encode("utf-8"))
    try:
        encode("café")
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()

"""Burrows-Wheeler transform plus move-to-front and run-length: see why it helps compression."""
from itertools import groupby

SENTINEL = "\x03"


def bwt(text: str) -> str:
    assert SENTINEL not in text
    s = text + SENTINEL
    rotations = sorted(s[i:] + s[:i] for i in range(len(s)))
    return "".join(r[-1] for r in rotations)


def inverse_bwt(last: str) -> str:
    n = len(last)
    ranked = sorted(range(n), key=lambda i: (last[i], i))
    row = last.index(SENTINEL)
    out = []
    for _ in range(n):
        row = ranked[row]
        out.append(last[row])
    text = "".join(out)
    return text[text.index(SENTINEL) + 1:] + text[:text.index(SENTINEL)] if text[-1] != SENTINEL else text[:-1]


def mtf_encode(text: str, alphabet: list) -> list:
    table = list(alphabet)
    out = []
    for ch in text:
        i = table.index(ch)
        out.append(i)
        table.insert(0, table.pop(i))
    return out


def mtf_decode(codes: list, alphabet: list) -> str:
    table = list(alphabet)
    chars = []
    for i in codes:
        ch = table.pop(i)
        chars.append(ch)
        table.insert(0, ch)
    return "".join(chars)


def rle(values):
    return [(k, len(list(g))) for k, g in groupby(values)]


def main():
    samples = [
        "banana",
        "abracadabra abracadabra",
        "the quick brown fox jumps over the lazy dog " * 2,
        "mississippi",
    ]
    for text in samples:
        transformed = bwt(text)
        back = inverse_bwt(transformed)
        alphabet = sorted(set(text + SENTINEL))
        codes = mtf_encode(transformed, alphabet)
        runs_before = len(rle(text))
        runs_after = len(rle(transformed))
        zeros = codes.count(0)
        shown = transformed.replace(SENTINEL, "$")
        print(f"{text[:24]!r:<28} -> {shown[:24]!r}")
        print(f"   runs {runs_before} -> {runs_after}, zeros in MTF {zeros}/{len(codes)}, "
              f"round trip {back == text and mtf_decode(codes, alphabet) == transformed}")
    codes = mtf_encode(bwt("mississippi"), sorted(set("mississippi" + SENTINEL)))
    print("mtf:", codes)
    print("rle:", rle(codes))
    suffixes = sorted(range(len("banana$")), key=lambda i: "banana$"[i:])
    print("suffix array of banana$:", suffixes)


if __name__ == "__main__":
    main()

"""Run-length encode/decode strings and binary-ish data, with round-trip checks."""
from itertools import groupby
import re


def rle_encode(text):
    return "".join(f"{len(list(group))}{ch}" for ch, group in groupby(text))


def rle_decode(encoded):
    pairs = re.findall(r"(\d+)(\D)", encoded)
    if "".join(n + c for n, c in pairs) != encoded:
        raise ValueError(f"malformed RLE data: {encoded!r}")
    return "".join(ch * int(n) for n, ch in pairs)


def encode_compact(text):
    """Only prefix counts for runs longer than 1."""
    out = []
    for ch, group in groupby(text):
        n = sum(1 for _ in group)
        out.append(ch if n == 1 else f"{n}{ch}")
    return "".join(out)


def bits_runs(value, width=16):
    bits = format(value, f"0{width}b")
    return [(bit, len(list(run))) for bit, run in groupby(bits)]


def ratio(original, encoded):
    return len(encoded) / len(original) if original else 0.0


def main():
    samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
               "abc", "", "aaaaaaaaaaaabbbbbbbbbbbbbcccccccccccccccccccccd", "zzzzzzzzzzzz"]
    for s in samples:
        enc = rle_encode(s)
        compact = encode_compact(s)
        assert rle_decode(enc) == s
        print(f"{s[:20]!r:<24} -> {enc[:30]:<30} compact={compact[:20]:<20} ratio={ratio(s, enc):.2f}")
    for bad in ["3a2", "x4b", "12"]:
        try:
            rle_decode(bad)
        except ValueError as e:
            print("error:", e)
    print(bits_runs(0b1111000011001010))
    print(bits_runs(255, width=8), bin(255), hex(48879), oct(8), int("ff", 16), int("0b101", 0))
    print(rle_decode("10-1>"), rle_encode("   "))


if __name__ == "__main__":
    main()

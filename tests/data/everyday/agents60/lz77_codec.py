"""A small LZ77 compressor and decompressor with a sliding window, plus a round-trip check."""
from typing import Iterator, NamedTuple


class Token(NamedTuple):
    offset: int
    length: int
    next_char: str


def compress(data: str, window: int = 32, lookahead: int = 12) -> list[Token]:
    tokens = []
    i = 0
    while i < len(data):
        best_off = best_len = 0
        start = max(0, i - window)
        for j in range(start, i):
            length = 0
            while (length < lookahead and i + length < len(data) - 1
                   and data[j + length] == data[i + length]):
                length += 1
            if length > best_len:
                best_off, best_len = i - j, length
        tokens.append(Token(best_off, best_len, data[i + best_len]))
        i += best_len + 1
    return tokens


def decompress(tokens: list[Token]) -> str:
    out: list[str] = []
    for off, length, ch in tokens:
        for _ in range(length):
            out.append(out[-off])
        out.append(ch)
    return "".join(out)


def encode_tokens(tokens: list[Token]) -> str:
    return ";".join(f"{t.offset},{t.length},{t.next_char}" if t.length else t.next_char for t in tokens)


def chunks(text: str, size: int) -> Iterator[str]:
    for i in range(0, len(text), size):
        yield text[i:i + size]


SAMPLES = [
    "abracadabra abracadabra",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "the rain in spain stays mainly in the plain",
    "no repeats here!",
    "ab" * 20 + "c",
]


def main():
    for text in SAMPLES:
        tokens = compress(text)
        restored = decompress(tokens)
        assert restored == text, (text, restored)
        ratio = len(tokens) * 3 / len(text)
        print(f"{text[:28]!r:<32} {len(text):>3} chars -> {len(tokens):>2} tokens, ratio {ratio:.2f}")
    tokens = compress(SAMPLES[2])
    for line in chunks(encode_tokens(tokens), 50):
        print("  " + line)
    longest = max(tokens, key=lambda t: (t.length, -t.offset))
    print("longest match:", longest, longest._asdict())
    print(Token(0, 0, "x")._replace(length=3))


if __name__ == "__main__":
    main()

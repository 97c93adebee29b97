"""Quoted-printable encoding and decoding written by hand, line length included."""
SAFE = set(range(33, 61)) | set(range(62, 127))


def encode(text, width=76):
    data = text.encode("utf-8")
    lines = data.split(b"\n")
    out = []
    for line in lines:
        pieces = []
        for i, byte in enumerate(line):
            trailing_space = byte in (9, 32) and i == len(line) - 1
            if byte in SAFE or (byte in (9, 32) and not trailing_space):
                pieces.append(chr(byte))
            else:
                pieces.append(f"={byte:02X}")
        current = ""
        for piece in pieces:
            if len(current) + len(piece) > width - 1:
                out.append(current + "=")
                current = ""
            current += piece
        out.append(current)
    return "\n".join(out)


class DecodeError(ValueError):
    pass


def decode(encoded):
    raw = bytearray()
    lines = encoded.split("\n")
    for n, line in enumerate(lines):
        soft = line.endswith("=")
        if soft:
            line = line[:-1]
        i = 0
        while i < len(line):
            ch = line[i]
            if ch == "=":
                pair = line[i + 1:i + 3]
                try:
                    raw.append(int(pair, 16))
                except ValueError:
                    raise DecodeError(f"line {n + 1}: bad escape ={pair!r}") from None
                i += 3
            else:
                raw.append(ord(ch))
                i += 1
        if not soft and n != len(lines) - 1:
            raw.append(10)
    return raw.decode("utf-8")


def main():
    samples = [
        "Hello, World!",
        "Price: 5 € = about £4.30",
        "trailing space here \nnext line\tok",
        "a=b&c=d",
        "Ünïcödé " * 12,
    ]
    for s in samples:
        enc = encode(s)
        back = decode(enc)
        print(f"{len(s):3} chars -> {len(enc):3} encoded, round trip {'ok' if back == s else 'FAILED'}")
        for line in enc.split("\n"):
            print(f"   |{line}|")
    for bad in ["abc=4", "x=ZZy"]:
        try:
            decode(bad)
        except DecodeError as exc:
            print("decode error:", exc, "| is ValueError:", isinstance(exc, ValueError))
    print(decode("caf=C3=A9=\n au lait"))
    print(bytes(b for b in range(60, 64)), sorted(SAFE)[:3], len(SAFE))
    print("=E2=82=AC".replace("=", "\\x"), bytes.fromhex("E282AC").decode())


if __name__ == "__main__":
    main()

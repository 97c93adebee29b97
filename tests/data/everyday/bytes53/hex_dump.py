def hexdump(data, width=8):
    lines = []
    for offset in range(0, len(data), width):
        chunk = data[offset:offset + width]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}  {hexpart:<{width * 3}} |{text}|")
    return "\n".join(lines)


def main():
    data = "Hello, wörld!\n\tTabs & bytes\x00\x7f".encode("utf-8")
    print(hexdump(data))
    print(data.hex(), data[:4].hex(":"), data[:6].hex(" ", 2))
    back = bytes.fromhex("48 65 6c 6c 6f")
    print(back, back.decode(), list(back), back[0], back[-1], back[1:3], back[::-1])
    print(bytes(4), bytes([0, 1, 255]), bytes(range(65, 70)), bytes("ok", "ascii"), bytes())
    print(b"\x00\x01" + b"ab", b"-" * 5, 3 * b"x", b"ab" < b"b", b"abc" == b"abc", b"a" != "a")
    print(repr(b"it's"), repr(b'say "hi"'), repr(b"both'\""), str(b"\\path\r\n"))
    counts = {}
    for b in data:
        kind = "ascii" if b < 128 else "high"
        counts[kind] = counts.get(kind, 0) + 1
    print(counts, max(data), min(data), sum(data), sorted(set(b"mississippi")))
    try:
        bytes([1, 256])
    except ValueError as e:
        print("ValueError", e)
    try:
        bytes.fromhex("4g")
    except ValueError as e:
        print("ValueError", e)


if __name__ == "__main__":
    main()

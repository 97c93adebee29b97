"""Run-length encode sensor dumps into a bytearray and decode them back, reporting ratios."""


def rle_encode(data: bytes) -> bytearray:
    out = bytearray()
    i = 0
    while i < len(data):
        run = 1
        while i + run < len(data) and data[i + run] == data[i] and run < 255:
            run += 1
        out += bytes([run, data[i]])
        i += run
    return out


def rle_decode(encoded) -> bytearray:
    if len(encoded) % 2:
        raise ValueError("truncated run-length data")
    out = bytearray()
    for k in range(0, len(encoded), 2):
        count, value = encoded[k], encoded[k + 1]
        out.extend(bytes([value]) * count)
    return out


def main():
    samples = {
        "flat": bytes(40),
        "steps": b"\x01" * 10 + b"\x02" * 10 + b"\x03" * 300,
        "noisy": bytes(i * 37 % 11 for i in range(24)),
        "text": b"aaaabbbcccd",
    }
    for name, raw in samples.items():
        packed = rle_encode(raw)
        back = rle_decode(packed)
        ratio = len(packed) / len(raw)
        print(f"{name:<6} {len(raw):>4} -> {len(packed):>3} bytes  ratio {ratio:5.2f}  roundtrip {back == raw}")
    print(rle_encode(b"aaaabbbcccd"))
    print(rle_decode(bytearray(b"\x03x\x02y")).decode())
    try:
        rle_decode(b"\x03")
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

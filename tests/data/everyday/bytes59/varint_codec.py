"""Encode metric samples as protobuf-style varints (zigzag for deltas) and decode them back."""


def put_varint(out: bytearray, n: int) -> None:
    if n < 0:
        raise ValueError(f"varint of a negative number: {n}")
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def get_varint(data, pos: int):
    shift = result = 0
    while True:
        if pos >= len(data):
            raise EOFError("truncated varint")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def zigzag(n: int) -> int:
    return (n << 1) ^ (n >> 63)


def unzigzag(z: int) -> int:
    return (z >> 1) ^ -(z & 1)


def encode_series(values) -> bytearray:
    out = bytearray()
    put_varint(out, len(values))
    prev = 0
    for v in values:
        put_varint(out, zigzag(v - prev))
        prev = v
    return out


def decode_series(data) -> list:
    count, pos = get_varint(data, 0)
    values, prev = [], 0
    for _ in range(count):
        z, pos = get_varint(data, pos)
        prev += unzigzag(z)
        values.append(prev)
    return values


def main():
    for n in (0, 1, 127, 128, 300, 16384, 2**35):
        buf = bytearray()
        put_varint(buf, n)
        print(f"{n:>12} -> {buf.hex(' '):<20} back {get_varint(buf, 0)[0]}")
    latencies = [120, 118, 125, 300, 90, 91, 91, 5000, 4990]
    packed = encode_series(latencies)
    print(f"{len(latencies)} samples in {len(packed)} bytes: {bytes(packed)}")
    print("decoded equal:", decode_series(packed) == latencies, [unzigzag(zigzag(d)) for d in (-3, 0, 7)])
    for bad in (bytearray(b"\x02\x80"), b"\x05\x02"):
        try:
            decode_series(bad)
        except EOFError as err:
            print("error:", err)
    try:
        put_varint(bytearray(), -5)
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

def build_packet(kind, seq, payload):
    body = payload.encode("utf-8")
    header = kind.to_bytes(1, "big") + seq.to_bytes(2, "big") + len(body).to_bytes(2, "little")
    checksum = sum(header + body) % 256
    return header + body + bytes([checksum])


def parse_packet(packet):
    kind = packet[0]
    seq = int.from_bytes(packet[1:3], "big")
    size = int.from_bytes(packet[3:5], byteorder="little")
    body = packet[5:5 + size]
    ok = sum(packet[:-1]) % 256 == packet[-1]
    return {"kind": kind, "seq": seq, "body": body.decode(), "ok": ok}


def main():
    packets = [build_packet(1, 7, "ping"), build_packet(2, 300, "status: ✓"), build_packet(9, 65535, "")]
    for p in packets:
        print(len(p), p.hex(), parse_packet(p))
    corrupt = packets[0][:-1] + bytes([0])
    print(parse_packet(corrupt)["ok"])
    print((-2).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff\xfe", "big", signed=True))
    print((1).to_bytes(4, "little"), int.from_bytes(b"\x01\x00\x00\x00", "little"), (0).to_bytes(0, "big"))
    try:
        (300).to_bytes(1, "big")
    except OverflowError as e:
        print("OverflowError", e)


if __name__ == "__main__":
    main()

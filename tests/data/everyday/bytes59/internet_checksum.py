"""Compute RFC 1071 checksums for IPv4-style headers built in a bytearray, then verify them."""
import struct


def ones_complement_sum(data) -> int:
    if len(data) % 2:
        data = bytes(data) + b"\x00"
    total = 0
    for (word,) in struct.iter_unpack(">H", bytes(data)):
        total += word
        total = (total & 0xFFFF) + (total >> 16)
    return total


def checksum(data) -> int:
    return ~ones_complement_sum(data) & 0xFFFF


def ipv4_header(src: str, dst: str, payload_len: int, ident: int) -> bytearray:
    header = bytearray(20)
    header[0] = (4 << 4) | 5
    header[2:4] = struct.pack(">H", 20 + payload_len)
    header[4:6] = ident.to_bytes(2, "big")
    header[8] = 64
    header[9] = 17
    header[12:16] = bytes(int(part) for part in src.split("."))
    header[16:20] = bytes(int(part) for part in dst.split("."))
    header[10:12] = checksum(header).to_bytes(2, "big")
    return header


def main():
    hosts = [("10.0.0.1", "10.0.0.2", 32), ("192.168.1.10", "8.8.8.8", 512), ("172.16.5.4", "172.16.5.255", 0)]
    for ident, (src, dst, size) in enumerate(hosts, start=0x1C46):
        header = ipv4_header(src, dst, size, ident)
        print(f"{src:>13} -> {dst:<13} len={int.from_bytes(header[2:4], 'big'):<4} "
              f"csum=0x{int.from_bytes(header[10:12], 'big'):04x} valid={checksum(header) == 0}")
        header[8] -= 1  # a router decrements TTL without fixing the checksum
        print(f"{'':>13}    after hop: ttl={header[8]} valid={checksum(header) == 0}")
    print(hex(checksum(b"\x01")), hex(checksum(bytearray(b"\x45\x00\x00\x1c"))))


if __name__ == "__main__":
    main()

# CRC-CCITT's check value: crc_hqx of "123456789" is 0x31C3 from 0 and 0x29B1 from 0xFFFF,
# and chaining two chunks gives the checksum of the whole, whichever split n picks.
# expect: proved
# inputs: (0,), (4,), (9,), (12,)
import binascii


def main(n: int) -> int:
    data = b"123456789"
    for split in range(10):
        if n != split:
            continue
        assert binascii.crc_hqx(data, 0) == 0x31C3
        head = binascii.crc_hqx(data[:split], 0xFFFF)
        assert binascii.crc_hqx(data[split:], head) == 0x29B1
    return n

# The twin of crc_hqx_check_value: starting from 0 instead of 0xFFFF gives 0x31C3, so the
# chained check fails for every split; the prover must refute it.
# expect: failed
# inputs: (0,), (4,), (9,), (12,)
import binascii


def main(n: int) -> int:
    data = b"123456789"
    for split in range(10):
        if n != split:
            continue
        head = binascii.crc_hqx(data[:split], 0)
        assert binascii.crc_hqx(data[split:], head) == 0x29B1
    return n

def main(n: int) -> int:
    bits = n.bit_length()
    assert bits >= 0
    return bits

def main(n: int, flag: bool) -> None:
    """hex, oct and bin of int terms, digit by digit."""
    if -1000 < n < 1000:
        assert len(hex(n)) <= 6
        assert hex(n).startswith("-0x") == (n < 0)
        if n == 255:
            assert hex(n) == "0xff" and oct(n) == "0o377" and bin(n) == "0b11111111"
        if n == -10:
            assert hex(n) == "-0xa"
        if n == 0:
            assert bin(n) == "0b0"
    assert hex(flag) in ("0x0", "0x1")

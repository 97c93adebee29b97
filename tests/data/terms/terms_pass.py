def main(k: int, flag: bool, x: float) -> None:
    assert k.bit_length() >= 0
    if 0 < k < 256:
        assert k.bit_length() <= 8
    if 1024 <= k < 2048:
        assert k.bit_length() == 11
    if -5 < k < 0:
        assert k.bit_length() <= 3
    assert int(flag) <= 1
    assert float(flag) >= 0.0
    assert str(flag) != "maybe"
    assert flag.bit_length() == int(flag)

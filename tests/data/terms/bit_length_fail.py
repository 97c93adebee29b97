def main(k: int) -> None:
    if 0 < k < 1000:
        assert k.bit_length() != 9

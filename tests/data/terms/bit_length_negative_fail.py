def main(k: int) -> None:
    if k < 0:
        assert k.bit_length() < 3

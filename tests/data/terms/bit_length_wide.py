def main(k: int) -> None:
    assert k.bit_length() < 70

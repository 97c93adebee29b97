def main(n: int) -> int:
    widths = [(2 ** 40).bit_length(), (-255).bit_length(), (0).bit_length(), (12345).bit_count()]
    if n > 2:
        assert widths == [41, 8, 0, 7]
    return sum(widths)

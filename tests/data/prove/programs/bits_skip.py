import clauz3


def main(n: int) -> int:
    return n & 1

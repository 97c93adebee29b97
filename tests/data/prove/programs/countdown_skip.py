import clauz3


def main(n: int) -> int:
    total = 0
    while n > 0:
        total += n
        n -= 1
    assert total >= 0
    return total

import clauz3


def main(n: int) -> int:
    total = 0
    count = min(max(n, 0), 6)
    for i in range(count):
        total += i
    assert 0 <= total <= 15
    assert len(range(count)) == count
    return total

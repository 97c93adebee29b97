import clauz3


def main(n: int) -> int:
    steps = 0
    k = min(max(n, 0), 5)
    while k > 0:
        k -= 1
        steps += 1
    assert 0 <= steps <= 5
    return steps

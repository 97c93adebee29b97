# expect: proved
# inputs: (0, 0), (1, 2), (-5, 5), (10, -20)
def main(a: int, b: int) -> int:
    total = 0

    def add(v: int) -> None:
        nonlocal total
        total += v

    add(a)
    add(b)
    assert total == a + b
    return total

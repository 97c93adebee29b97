# expect: proved
# inputs: (0, 0), (1, -1), (5, 7), (-3, 2)
def main(a: int, b: int) -> int:
    items = [a]

    def total() -> int:
        return sum(items)

    items.append(b)
    t = total()
    assert t == a + b
    return t

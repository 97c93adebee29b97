# Two counters from one factory are independent.
# expect: proved
# inputs: (0,), (1,), (-1,), (20,)
def make_counter():
    count = 0

    def bump() -> int:
        nonlocal count
        count += 1
        return count

    return bump


def main(n: int) -> int:
    c = make_counter()
    d = make_counter()
    c()
    c()
    d()
    total = c() + d()
    assert total == 5
    return total + n

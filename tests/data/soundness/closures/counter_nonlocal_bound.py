# expect: failed
# inputs: (0,), (3,), (4,), (10,)
def make_counter():
    count = 0

    def tick() -> int:
        nonlocal count
        count += 1
        return count

    return tick


def main(n: int) -> int:
    tick = make_counter()
    for _ in range(3):
        tick()
    last = tick()
    assert last <= n
    return last

# Extra positional arguments arrive as a tuple; `**` keywords as a dict.
# expect: failed
# inputs: (0,), (1,), (-1,), (2,)
def total(*xs: int, **named: int) -> int:
    return sum(xs) + len(named)


def main(n: int) -> int:
    t = total(n, n, k=1)
    assert t == 2 * n
    return t

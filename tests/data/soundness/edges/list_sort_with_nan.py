# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> list[float]:
    xs = [2.0, float("nan"), 1.0, 0.5]
    xs.sort()
    assert xs[0] == 2.0
    assert xs[2] == 0.5
    assert xs[3] == 1.0
    if n > 0:
        xs.append(0.25)
    return xs[2:]

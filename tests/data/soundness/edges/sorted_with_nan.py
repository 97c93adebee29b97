# nan stops sorted() from ordering the list: this is CPython's result.
# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> list[float]:
    nan = float("nan")
    out = sorted([3.0, nan, 1.0])
    assert out[0] == 3.0
    assert out[2] == 1.0
    second = sorted([nan, 2.0, 1.0])
    assert second[1] == 1.0
    if n > 0:
        out.append(0.5)
    return out

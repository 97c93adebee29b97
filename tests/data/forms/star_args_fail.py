def scale(*xs: int, by: int = 1) -> list[int]:
    return [x * by for x in xs]


def main(a: int) -> None:
    ys = scale(a, by=2)
    assert ys[0] > a

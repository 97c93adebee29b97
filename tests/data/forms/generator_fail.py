def positives(xs):
    for x in xs:
        if x > 0:
            yield x


def main(a: int, b: int) -> None:
    for v in positives([a, b]):
        assert v > 1

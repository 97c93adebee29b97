def positives(xs):
    for x in xs:
        if x > 0:
            yield x
    yield from [1]


def main(a: int, b: int) -> None:
    for v in positives([a, b]):
        assert v > 0
    assert len(list(positives([a, b]))) >= 1

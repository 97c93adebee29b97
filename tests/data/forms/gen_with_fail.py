class Meter:
    """Counts how often a reading session is closed."""

    def __init__(self):
        self.closed = 0

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        self.closed += 1
        return False


def readings(meter, xs):
    with meter:
        for x in xs:
            yield x


def main(a: int, b: int) -> None:
    m = Meter()
    for v in readings(m, [a, b]):
        if v == 7:
            break
    # Wrong: the abandoned generator is closed, so `__exit__` ran also when the loop broke
    # (a model that forgot the close would prove this).
    assert a == 7 or b == 7 or m.closed == 1
    assert a != 7 or m.closed == 0

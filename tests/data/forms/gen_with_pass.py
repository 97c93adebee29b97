class Meter:
    """Counts how often a reading session is opened and closed."""

    def __init__(self):
        self.opened = 0
        self.closed = 0
        self.failed = 0

    def __enter__(self):
        self.opened += 1
        return self

    def __exit__(self, exc_type, exc, tb):
        self.closed += 1
        if exc_type is not None and exc_type is not GeneratorExit:
            self.failed += 1
        return False


def readings(meter, xs, cap):
    with meter:
        for x in xs:
            if x > cap:
                raise ValueError("over cap")
            yield x


def main(a: int, b: int) -> None:
    whole = Meter()
    total = 0
    if a <= 10 and b <= 10:
        for v in readings(whole, [a, b], 10):
            assert v <= 10
            total += v
        assert total == a + b
    assert whole.closed == whole.opened
    early = Meter()
    if a <= 100 and b <= 100:
        for v in readings(early, [a, b, 3], 100):
            if v == 7:
                break
        # Left early, the generator is collected and closed: `__exit__` has run either way.
        assert early.closed == 1
    bad = Meter()
    try:
        for v in readings(bad, [a], 0):
            pass
    except ValueError:
        assert a > 0 and bad.failed == 1
    assert bad.closed == 1

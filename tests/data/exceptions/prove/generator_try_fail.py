# prove: failed assertion
def safe_div(xs, d):
    for x in xs:
        try:
            yield x // d
        except ZeroDivisionError:
            yield 0


def main(n: int, d: int) -> None:
    vals = list(safe_div([n, 10], d))
    assert len(vals) == 2
    if d == 0:
        assert vals == [0, 0]
    assert vals[1] < 10

def main(a: int) -> None:
    d = {"x": a, "y": 1}
    del d["x"]
    assert len(d) == 1
    xs = [a, 1, 2]
    del xs[0]
    assert xs == [1, 2]
    del xs[:]
    assert xs == []

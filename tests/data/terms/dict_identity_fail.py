def main(a: int) -> None:
    d = {"k": a}
    f = {"k": a}
    e = d if a > 5 else f
    assert e is not d

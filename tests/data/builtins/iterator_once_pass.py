def main(a: int, b: int) -> None:
    names = ["x", "y"]
    pairs = list(zip(names, [a, b]))
    name0, value0 = pairs[0]
    assert name0 == "x" and value0 == a
    for i, (name, value) in enumerate(zip(names, [a, b]), start=1):
        assert i in (1, 2)
        assert name in names
    back = list(reversed([a, b]))
    assert back[0] == b
    total = 0
    for i, v in enumerate([a, b]):
        total += i
    assert total == 1

def main(n: int) -> None:
    ys = [n, 2]
    add = ys.append
    add(5)
    assert len(ys) == 2

def main(n: int) -> None:
    acc = [1]
    got = next(iter([]), acc)
    got.append(n)
    assert len(acc) == 1

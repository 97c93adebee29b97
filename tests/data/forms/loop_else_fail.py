def main(a: int) -> None:
    for x in [1, 2, 3]:
        if x == a:
            break
    else:
        a = 0
    assert a != 0

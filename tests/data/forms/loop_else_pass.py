def main(a: int) -> None:
    for x in [1, 2, 3]:
        if x == a:
            break
    else:
        a = 0
    assert a in [0, 1, 2, 3]
    n = 0
    while n < 3:
        n += 1
        if n == a:
            break
    else:
        n = 10
    assert n == 10 or n == a

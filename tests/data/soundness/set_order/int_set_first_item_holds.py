# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    seen = []
    for x in {16, 1, 2, 3, 4}:
        seen.append(x)
    assert seen[0] == 1
    assert list({16, 1, 2, 3, 4})[0] == 16
    s = {1, 9}
    s.discard(1)
    s.add(17)
    assert list(s) == [17, 9]
    return k

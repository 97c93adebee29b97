# A copy taken before the append does not see it (a model sharing copies would prove this).
# expect: failed
# inputs: ([],), ([1],), ([2, 3],), ([0, 0, 0],)
def main(xs: list[int]) -> int:
    if not xs:
        return 0
    backup = xs[:]
    xs.append(9)
    assert backup[-1] == 9
    return len(backup)

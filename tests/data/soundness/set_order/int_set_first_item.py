# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    first = -1
    for x in {3, 1}:
        first = x
        break
    assert first == 3
    return first

# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    s = {k, 1}
    first = None
    for x in s:
        first = x
        break
    assert first == 1 or first == k
    return 0

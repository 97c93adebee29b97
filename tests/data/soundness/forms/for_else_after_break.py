# `else` runs only when the loop ends without `break`.
# expect: failed
# inputs: (2,), (7,), (0,), (1,)
def main(n: int) -> int:
    found = 0
    for x in [1, 2, 3]:
        if x == n:
            found = x
            break
    else:
        found = -1
    assert found != -1
    return found

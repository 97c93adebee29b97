# Floor division is not symmetric around zero.
# expect: failed
# inputs: (0,), (2,), (1,), (-3,)
def main(n: int) -> int:
    q = n // 2
    assert q == -((-n) // 2)
    return q

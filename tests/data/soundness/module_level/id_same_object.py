# Two names for one list have one id: asserting they differ fails when n > 0.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
def main(n: int) -> int:
    a = [n]
    b = a if n > 0 else [n]
    assert id(a) != id(b)
    return n

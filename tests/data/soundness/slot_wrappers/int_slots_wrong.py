# As int_slots.py, but the claim that `int.__eq__` compares an equal float fails for every
# input: it declines with NotImplemented, which is neither True nor equal to it.
# expect: failed
# inputs: (0,), (5,), (-3,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 10**6:
        return 0
    assert n.__add__(1) == n + 1
    assert n.__eq__(float(n)) == True, "int.__eq__ of a float"
    return n

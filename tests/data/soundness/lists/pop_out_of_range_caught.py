# A known position past the end is the IndexError the fallback catches, and a negative one
# in range pops from the end; an assignment past the end is one too.
# expect: proved
# inputs: (0,), (1,), (-4,), (7,)
def main(n: int) -> int:
    xs = [1, 2, 3]
    try:
        xs.pop(5)
    except IndexError:
        n = 0
    assert xs.pop(-1) == 3
    try:
        xs[7] = n
    except IndexError:
        n = 1
    return n

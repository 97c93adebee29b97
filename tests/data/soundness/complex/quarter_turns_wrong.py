# Twin of quarter_turns_return: three quarter turns do not bring the point back.
# expect: failed
# inputs: (0,), (1,), (4,), (-7,)
def main(n: int) -> int:
    z = 1 + 2j
    turns = 4
    if n > 3:
        turns = 3
    w = z
    for _ in range(turns):
        w = w * 1j
    assert w == z, "the point moved"
    return 0

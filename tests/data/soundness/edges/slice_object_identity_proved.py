# Twin of `slice_object_identity.py`: one slice is itself, a new one is another object.
# expect: proved
# inputs: (0,), (1,), (-1,), (5,)
def main(n: int) -> int:
    s = slice(1, 3)
    t = s
    assert t is s
    assert slice(1, 3) is not s
    return n

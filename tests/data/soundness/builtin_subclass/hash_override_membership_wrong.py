# As `hash_override_membership.py`, but looking the instance up in a set and a dict holding the
# plain int: CPython compares hashes first, so it is not found (unless the int is 7).
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
class Code(int):
    def __hash__(self):
        return 7


def main(n: int) -> int:
    assert Code(n) in {n: "x"}, "found in the dict"
    return n

# A UserString made on one branch only, after a set of plain strings was built: it hashes as
# its text, so it is found among them (CPython). The prover does not hold an instance with its
# own `__eq__` in a set: skipped, never proved.
# expect: skipped
# inputs: (0,), (1,), (4,), (-1,)
from collections import UserString


def main(n: int) -> int:
    names = {"red", "blue"}
    found = 0
    if n > 0:
        tag = UserString("red")
        found = 1 if tag in names else 0
        names.add(tag)
    assert len(names) == 2
    assert found == (1 if n > 0 else 0)
    return found

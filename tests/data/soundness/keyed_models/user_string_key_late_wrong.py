# As `user_string_key_late.py`, but claiming the UserString is a new member of the set:
# false on the branch that makes it (it equals "red" and hashes as it): refuted, never proved.
# expect: failed
# inputs: (0,), (1,), (4,), (-1,)
from collections import UserString


def main(n: int) -> int:
    names = {"red", "blue"}
    if n > 0:
        names.add(UserString("red"))
    assert len(names) == (3 if n > 0 else 2), "a UserString is a member of its own"
    return len(names)

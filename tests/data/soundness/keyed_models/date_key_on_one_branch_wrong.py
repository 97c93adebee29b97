# As `date_key_on_one_branch.py`, but claiming the equal date made anew is a second key:
# refuted on the branch that makes the dates.
# expect: failed
# inputs: (0,), (1,), (5,), (-2,)
from datetime import date


def main(n: int) -> int:
    seen = {"start": 0, 7: 1}
    if n > 0:
        seen[date(2024, 1, 15)] = n
        seen[date(2024, 1, 15)] = n + 1
    assert len(seen) == (4 if n > 0 else 2), "each date made is a key of its own"
    return len(seen)

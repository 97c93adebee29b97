# As `date_made_on_one_branch.py`, but claiming the label is always the date's text:
# refuted on the branch that makes no date.
# expect: failed
# inputs: (0,), (1,), (5,), (-2,)
from datetime import date


def main(n: int) -> int:
    seen = {"start": 0, "x": 1}
    label = "none"
    if n > 0:
        day = date(2024, 1, 15)
        label = day.isoformat()
    seen[label] = n
    seen["x"] += 1
    assert "2024-01-15" in seen, "the date's text is always a key"
    return len(seen)

# A date is made on one branch only (its text becomes a key); after the branches meet, the
# plain keys of the table are read and written: proved on both paths, the keyed one included.
# expect: proved
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
    assert seen["x"] == 2 and len(seen) == 3
    assert label in seen and seen[label] == n
    return len(seen)

# A date joins a table of plain keys on one branch only: from then on the table holds it by
# its own `__hash__` and `__eq__`, so an equal date made anew finds it (CPython). The prover
# compares such keys as the table does, with the answers of the date's `__eq__`.
# expect: proved
# inputs: (0,), (1,), (5,), (-2,)
from datetime import date


def main(n: int) -> int:
    seen = {"start": 0, 7: 1}
    if n > 0:
        seen[date(2024, 1, 15)] = n
        seen[date(2024, 1, 15)] = n + 1
        assert seen[date(2024, 1, 15)] == n + 1
    assert len(seen) == (3 if n > 0 else 2)
    return len(seen)

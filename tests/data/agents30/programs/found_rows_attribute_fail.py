# prove: failed assertion
"""Regression: an attribute of an object made before a loop over a query result, assigned in it
through a method: the loop goes item by item, and two jobs make the total 2 (it was skipped;
rows made in the loop may be assigned either way, see found_rows_fresh_object)."""
from tools.agents.trusted.effects import list_jobs


class Tally:
    def __init__(self):
        self.total = 0

    def add(self, n: int) -> None:
        self.total = self.total + n


def main() -> int:
    tally = Tally()
    try:
        jobs = list_jobs("q")
    except TimeoutError:
        jobs = []
    for job in jobs:
        tally.add(1)
    assert tally.total <= 1
    return tally.total

# prove: skipped unsupported program body (assigning the attribute `total` of an object made before a loop over a list of unknown length
"""Regression: an attribute of an object made before a loop over a query result, assigned in it
through a method; rows made in the loop may still be assigned (see found_rows_fresh_object)."""
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

# prove: skipped unsupported program body (a function called inside a loop over a list of unknown length (a trusted query result) assigns to `count`
"""Regression: the same through `nonlocal`: a nested function counting rows for its caller."""
from tools.agents.trusted.effects import list_jobs


def main() -> int:
    count = 0

    def seen(job: str) -> None:
        nonlocal count
        count += len(job)

    try:
        jobs = list_jobs("mail")
    except TimeoutError:
        jobs = []
    for job in jobs:
        seen(job)
    assert count <= 3
    return count

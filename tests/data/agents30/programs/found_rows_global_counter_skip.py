# prove: skipped unsupported program body (a function called inside a loop over a list of unknown length (a trusted query result) assigns to `SENT`
"""Regression: a helper called in a loop over a query result rebinds a global. The prover used to
reason about one row for all and prove the limit; CPython sends 2 per job and breaks it."""
from tools.agents.trusted.effects import list_jobs, send

SENT = 0


def notify(who: str) -> None:
    global SENT
    send(who, "done")
    SENT += 1


def main() -> int:
    try:
        jobs = list_jobs("mail")
    except TimeoutError:
        jobs = []
    for job in jobs:
        notify(job)
        notify("admin")
    assert SENT <= 4, "too many messages"
    return SENT

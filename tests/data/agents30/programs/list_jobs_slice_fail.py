# prove: failed assertion
"""Send every job after the first, counting them wrongly for an empty queue."""
from tools.agents.trusted.effects import list_jobs, send


def main() -> int:
    jobs = list_jobs("nightly")
    rest = jobs[1:]
    for job in rest:
        send("ops", job)
    print("sent", len(rest))
    assert len(rest) == len(jobs) - 1
    return len(rest)

# prove: proved
"""Queue a flush after the jobs a queue lists, and announce the first few of them."""
from tools.agents.trusted.effects import list_jobs, send


def main() -> int:
    jobs = list_jobs("nightly")
    batch = jobs + ["flush"]
    assert len(batch) <= 6
    assert batch[-1] == "flush"
    for job in batch[:3]:
        send("ops", "queued " + job)
    if batch[:-1] == []:
        send("ops", "only the flush")
    return len(batch)

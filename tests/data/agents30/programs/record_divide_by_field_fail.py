# prove: failed ZeroDivisionError
"""Averages over a record's count, which is zero when the queue was empty or timed out."""
from dataclasses import dataclass
from tools.agents.trusted.effects import list_jobs


@dataclass
class Stats:
    count: int = 0
    total: int = 0


def main() -> int:
    stats = Stats()
    try:
        for job in list_jobs("ingest"):
            stats.count += 1
            stats.total += len(job)
    except TimeoutError:
        print("queue timed out")
    average = stats.total // stats.count
    print(stats, average)
    return average

# prove: skipped
"""Deduplicates records by the equality a dataclass generates."""
from dataclasses import dataclass
from tools.agents.trusted.effects import list_jobs


@dataclass
class Job:
    name: str
    queue: str


def main() -> int:
    seen = []
    for queue in ["fast", "fast"]:
        try:
            names = list_jobs(queue)
        except TimeoutError:
            continue
        for name in names:
            job = Job(name, queue)
            if job not in seen:
                seen.append(job)
    print(len(seen), seen[:2])
    return len(seen)

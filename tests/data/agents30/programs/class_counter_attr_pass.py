# prove: skipped unsupported program body (assigning the attribute `made` of an object made before a loop
"""Counts the jobs made through a class attribute updated in `__init__` (`Job.made += 1`)."""
from tools.agents.trusted.effects import list_jobs


class Job:
    made = 0

    def __init__(self, name: str):
        Job.made += 1
        self.name = name
        self.number = Job.made


def main() -> int:
    jobs = [Job(n) for n in list_jobs("default")]
    for job in jobs:
        print(job.number, job.name)
    assert Job.made == len(jobs)
    return Job.made

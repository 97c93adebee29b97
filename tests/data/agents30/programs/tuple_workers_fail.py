# prove: failed assertion
"""The same team: the check assumes the slice copied the workers, but `team[1:]` holds the
same objects, so the reversed pass raised the helper's load."""
from tools.agents.trusted.effects import quote


class Worker:
    def __init__(self, name: str, load: int):
        self.name = name
        self.load = load


def main() -> int:
    lead = Worker("lead", quote("lead"))
    helper = Worker("helper", 0)
    team = (lead, helper)
    for worker, quota in zip(team, (50, 30)):
        worker.load = min(worker.load, quota)
    for i, worker in enumerate(reversed(team[1:])):
        worker.load += 1 + i
    assert helper.load == 0, "slice copied"
    return lead.load

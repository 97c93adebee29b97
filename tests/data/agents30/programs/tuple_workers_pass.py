# prove: proved
"""Workers held in a tuple get quotas with `zip`, ranks with `enumerate` and a reversed pass
over a slice; each loop variable is the worker itself, so the changes show through the
tuple and through the names the workers were made under."""
from tools.agents.trusted.effects import quote


class Worker:
    def __init__(self, name: str, load: int):
        self.name = name
        self.load = load
        self.rank = -1


def main() -> int:
    lead = Worker("lead", quote("lead"))
    helper = Worker("helper", 0)
    intern = Worker("intern", 0)
    team = (lead, helper, intern)
    for worker, quota in zip(team, (50, 30, 10)):
        worker.load = min(worker.load, quota)
    for rank, worker in enumerate(team):
        worker.rank = rank
    for worker in reversed(team[1:]):
        worker.load += 1
    assert lead.load <= 50 and lead.rank == 0
    assert helper.load == 1 and intern.rank == 2
    return lead.load + helper.load + intern.load

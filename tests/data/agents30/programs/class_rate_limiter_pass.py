# prove: proved
"""A rate limiter class with a class attribute and methods; messages past the limit are deferred."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import list_jobs, send


class Limiter:
    per_run = 2

    def __init__(self):
        self.used = 0
        self.deferred = []

    def allow(self) -> bool:
        if self.used < self.per_run:
            self.used += 1
            return True
        return False

    def defer(self, item: str) -> None:
        self.deferred.append(item)


@clauz3.guarantee(ac.sends_at_most(2))
def main() -> int:
    limiter = Limiter()
    try:
        jobs = list_jobs("mail")
    except TimeoutError:
        jobs = []
    for i in range(len(jobs)):
        job = jobs[i]
        if limiter.allow():
            send(job, "your job finished")
        else:
            limiter.defer(job)
    print("deferred", limiter.deferred)
    return len(limiter.deferred)

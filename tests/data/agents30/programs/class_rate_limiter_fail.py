# prove: failed guarantee
"""The same limiter, but the timeout path sends once without asking it, then sends to a fallback list."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import list_jobs, send


class Limiter:
    per_run = 2

    def __init__(self):
        self.used = 0

    def allow(self) -> bool:
        if self.used < self.per_run:
            self.used += 1
            return True
        return False


@clauz3.guarantee(ac.sends_at_most(2))
def main() -> int:
    limiter = Limiter()
    try:
        jobs = list_jobs("mail")
    except TimeoutError:
        jobs = ["ann", "bob"]
        send("ops", "queue timed out")
    for i in range(len(jobs)):
        job = jobs[i]
        if limiter.allow():
            send(job, "done")
    return limiter.used

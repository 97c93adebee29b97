"""Priority job queue with retries and exponential backoff on a fake clock."""
import heapq
from dataclasses import dataclass, field
from typing import Callable


@dataclass(order=True)
class Job:
    run_at: int
    priority: int
    seq: int
    name: str = field(compare=False)
    attempts: int = field(default=0, compare=False)
    max_attempts: int = field(default=3, compare=False)


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


class Scheduler:
    def __init__(self, handlers: dict[str, Callable[[int], str]]):
        self.handlers = handlers
        self.queue: list[Job] = []
        self.clock = 0
        self.seq = 0
        self.done: list[tuple[int, str, str]] = []
        self.dead: list[str] = []

    def submit(self, name: str, priority: int, delay: int = 0, max_attempts: int = 3) -> None:
        self.seq += 1
        heapq.heappush(self.queue, Job(self.clock + delay, priority, self.seq, name, 0, max_attempts))

    def run(self) -> None:
        while self.queue:
            job = heapq.heappop(self.queue)
            self.clock = max(self.clock, job.run_at)
            job.attempts += 1
            handler = self.handlers[job.name.split(":")[0]]
            try:
                result = handler(job.attempts)
            except TransientError as exc:
                if job.attempts >= job.max_attempts:
                    self.dead.append(f"{job.name} after {job.attempts} tries: {exc}")
                    continue
                backoff = 2 ** job.attempts
                job.run_at = self.clock + backoff
                print(f"t={self.clock:>3} retry {job.name} in {backoff} ({exc})")
                heapq.heappush(self.queue, job)
            except PermanentError as exc:
                self.dead.append(f"{job.name}: permanent: {exc}")
            else:
                self.done.append((self.clock, job.name, result))
                self.clock += 1


def flaky(fail_times: int) -> Callable[[int], str]:
    def handler(attempt: int) -> str:
        if attempt <= fail_times:
            raise TransientError(f"attempt {attempt} timed out")
        return f"ok on attempt {attempt}"
    return handler


def broken(attempt: int) -> str:
    raise PermanentError("bad payload")


def main():
    sched = Scheduler({
        "email": flaky(1),
        "report": flaky(0),
        "sync": flaky(5),
        "import": broken,
    })
    sched.submit("report:daily", priority=2)
    sched.submit("email:welcome", priority=1)
    sched.submit("sync:crm", priority=0, max_attempts=4)
    sched.submit("import:csv", priority=5, delay=3)
    sched.submit("report:weekly", priority=2, delay=3)
    sched.submit("email:digest", priority=3, delay=10)
    sched.run()
    for t, name, result in sched.done:
        print(f"t={t:>3} done {name}: {result}")
    for line in sched.dead:
        print("dead:", line)
    print("final clock:", sched.clock)
    return len(sched.done)


if __name__ == "__main__":
    main()

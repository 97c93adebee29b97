"""Simulate webhook deliveries with retries, backoff and a dead-letter queue."""
import heapq
from dataclasses import dataclass, field
from itertools import count


class DeliveryError(Exception):
    """Base class for delivery failures."""

    retryable = True


class Timeout(DeliveryError):
    pass


class ServerError(DeliveryError):
    def __init__(self, status):
        super().__init__(f"HTTP {status}")
        self.status = status


class ClientError(DeliveryError):
    retryable = False

    def __init__(self, status):
        super().__init__(f"HTTP {status}")
        self.status = status


class GiveUp(Exception):
    pass


# scripted endpoint behaviour per attempt
SCRIPT = {
    "https://a.example/hook": [200],
    "https://b.example/hook": ["timeout", 503, 200],
    "https://c.example/hook": [410],
    "https://d.example/hook": [500, 500, 500, 500],
    "https://e.example/hook": ["timeout", 200],
}
MAX_ATTEMPTS = 4
BASE_DELAY = 2


@dataclass(order=True)
class Job:
    due: int
    seq: int
    url: str = field(compare=False)
    attempt: int = field(default=1, compare=False)
    history: list = field(default_factory=list, compare=False)


def send(url, attempt):
    outcome = SCRIPT[url][min(attempt, len(SCRIPT[url])) - 1]
    if outcome == "timeout":
        raise Timeout("no response in 5s")
    if 500 <= outcome:
        raise ServerError(outcome)
    if 400 <= outcome:
        raise ClientError(outcome)
    return outcome


def deliver(job):
    try:
        status = send(job.url, job.attempt)
    except DeliveryError as exc:
        job.history.append(f"{type(exc).__name__}({exc})")
        if not exc.retryable:
            raise GiveUp(f"permanent failure on attempt {job.attempt}") from exc
        if job.attempt >= MAX_ATTEMPTS:
            raise GiveUp(f"exhausted {MAX_ATTEMPTS} attempts") from exc
        return None
    else:
        job.history.append(str(status))
        return status
    finally:
        job.history[-1] = f"t{job.due}:{job.history[-1]}"


def main():
    seq = count()
    queue = [Job(0, next(seq), url) for url in SCRIPT]
    heapq.heapify(queue)
    delivered, dead = [], []
    while queue:
        job = heapq.heappop(queue)
        try:
            status = deliver(job)
        except GiveUp as exc:
            cause = exc.__cause__
            dead.append((job, f"{exc} (cause: {cause!r})"))
            continue
        if status is None:
            delay = BASE_DELAY ** job.attempt
            job.attempt += 1
            job.due += delay
            job.seq = next(seq)
            heapq.heappush(queue, job)
        else:
            delivered.append(job)
    print("delivered:")
    for job in sorted(delivered, key=lambda j: (j.due, j.url)):
        print(f"  {job.url:<24} attempts={job.attempt} at t={job.due:<3} {' -> '.join(job.history)}")
    print("dead letters:")
    for job, reason in dead:
        print(f"  {job.url:<24} {reason}")
        print(f"  {'':<24} {' -> '.join(job.history)}")
    print(f"success rate {len(delivered) / len(SCRIPT):.0%}, total attempts "
          f"{sum(len(j.history) for j in delivered) + sum(len(j.history) for j, _ in dead)}")
    print(issubclass(ClientError, DeliveryError), ClientError.retryable, Timeout("x").retryable)


if __name__ == "__main__":
    main()

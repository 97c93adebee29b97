"""Retry with exponential backoff behind a circuit breaker, on a simulated flaky service."""
import random


class CircuitOpenError(Exception):
    """Raised when calls are refused because the breaker is open."""


class TransientError(Exception):
    pass


class Clock:
    def __init__(self):
        self.t = 0.0

    def sleep(self, seconds):
        self.t += seconds


class CircuitBreaker:
    CLOSED, OPEN, HALF_OPEN = "closed", "open", "half-open"

    def __init__(self, clock, threshold=3, reset_after=10.0):
        self.clock = clock
        self.threshold = threshold
        self.reset_after = reset_after
        self.state = self.CLOSED
        self.failures = 0
        self.opened_at = None
        self.transitions = []

    def _move(self, state):
        if state != self.state:
            self.transitions.append((round(self.clock.t, 2), self.state, state))
            self.state = state

    def call(self, fn, *args, **kwargs):
        if self.state == self.OPEN:
            if self.clock.t - self.opened_at >= self.reset_after:
                self._move(self.HALF_OPEN)
            else:
                raise CircuitOpenError(f"open since t={self.opened_at:.1f}")
        try:
            result = fn(*args, **kwargs)
        except TransientError:
            self.failures += 1
            if self.state == self.HALF_OPEN or self.failures >= self.threshold:
                self.opened_at = self.clock.t
                self._move(self.OPEN)
            raise
        self.failures = 0
        self._move(self.CLOSED)
        return result


def retry(breaker, fn, attempts=4, base=0.5, clock=None):
    delay = base
    for attempt in range(1, attempts + 1):
        try:
            return breaker.call(fn)
        except CircuitOpenError as e:
            return f"refused ({e})"
        except TransientError as e:
            if attempt == attempts:
                return f"gave up after {attempts} attempts: {e}"
            clock.sleep(delay)
            delay = min(delay * 2, 4.0)


def make_service(rng, clock, outage):
    count = {"n": 0}

    def service():
        count["n"] += 1
        start, end = outage
        if start <= clock.t < end or rng.random() < 0.1:
            raise TransientError(f"503 at t={clock.t:.1f}")
        return f"200 OK #{count['n']}"
    return service, count


def main():
    rng = random.Random(7)
    clock = Clock()
    service, count = make_service(rng, clock, outage=(3.0, 14.0))
    breaker = CircuitBreaker(clock, threshold=3, reset_after=5.0)
    for request in range(12):
        outcome = retry(breaker, service, clock=clock)
        print(f"req {request:>2} t={clock.t:>5.1f} [{breaker.state:^9}] {outcome}")
        clock.sleep(1.5)
    print("transitions:")
    for t, old, new in breaker.transitions:
        print(f"  t={t:<5} {old} -> {new}")
    print("service calls:", count["n"])


if __name__ == "__main__":
    main()

"""A circuit breaker around a flaky async dependency: closed, open, then half-open probes."""
import asyncio


class CircuitOpen(Exception):
    pass


class Breaker:
    def __init__(self, threshold, cooldown):
        self.threshold = threshold
        self.cooldown = cooldown
        self.failures = 0
        self.state = "closed"
        self.opened_at = None
        self.history = []

    def _now(self):
        return asyncio.get_running_loop().time()

    async def call(self, func, *args):
        if self.state == "open":
            if self._now() - self.opened_at >= self.cooldown:
                self._move("half-open")
            else:
                raise CircuitOpen(f"open for {self.cooldown}s")
        try:
            result = await func(*args)
        except Exception:
            self.failures += 1
            if self.state == "half-open" or self.failures >= self.threshold:
                self.opened_at = self._now()
                self._move("open")
            raise
        if self.state == "half-open":
            self._move("closed")
        self.failures = 0
        return result

    def _move(self, state):
        self.history.append(f"{self.state}->{state}")
        self.state = state


class Backend:
    def __init__(self, outage):
        self.outage = outage  # (start, end) in loop time offsets
        self.start = None
        self.hits = 0

    async def query(self, q):
        loop = asyncio.get_running_loop()
        if self.start is None:
            self.start = loop.time()
        self.hits += 1
        await asyncio.sleep(0.01)
        elapsed = loop.time() - self.start
        if self.outage[0] <= elapsed < self.outage[1]:
            raise ConnectionError("backend down")
        return f"result({q})"


async def client(breaker, backend, n):
    outcomes = []
    for i in range(n):
        try:
            outcomes.append(await breaker.call(backend.query, i))
        except CircuitOpen:
            outcomes.append("fast-fail")
        except ConnectionError:
            outcomes.append("error")
        await asyncio.sleep(0.05)
    return outcomes


def main():
    breaker = Breaker(threshold=2, cooldown=0.2)
    backend = Backend(outage=(0.1, 0.35))
    outcomes = asyncio.run(client(breaker, backend, 14))
    for i, outcome in enumerate(outcomes):
        print(f"{i:2d} {outcome}")
    print("transitions:", breaker.history)
    print("backend hits:", backend.hits, "of", len(outcomes))

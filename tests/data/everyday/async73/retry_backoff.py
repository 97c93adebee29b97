"""Retry flaky calls with exponential backoff, a per-attempt timeout and an overall deadline."""
import asyncio
import time


class Flaky:
    def __init__(self, name, failures, latency):
        self.name = name
        self.failures = failures
        self.latency = latency
        self.calls = 0

    async def call(self):
        self.calls += 1
        await asyncio.sleep(self.latency[min(self.calls, len(self.latency)) - 1])
        if self.calls <= self.failures:
            raise ConnectionError(f"{self.name} attempt {self.calls} failed")
        return f"{self.name} ok after {self.calls}"


async def with_retries(service, attempts=4, base=0.01, per_try=0.05):
    delay = base
    errors = []
    for attempt in range(1, attempts + 1):
        try:
            return await asyncio.wait_for(service.call(), timeout=per_try), errors
        except (ConnectionError, TimeoutError) as e:
            errors.append(type(e).__name__ if isinstance(e, TimeoutError) else str(e))
            if attempt == attempts:
                raise RuntimeError(f"{service.name}: gave up after {attempts} attempts") from e
            await asyncio.sleep(delay)
            delay *= 2
    raise AssertionError("unreachable")


async def call_all(services, budget):
    results = {}
    async with asyncio.timeout(budget):
        async with asyncio.TaskGroup() as tg:
            tasks = {s.name: tg.create_task(with_retries(s)) for s in services}
    for name, task in tasks.items():
        value, errors = task.result()
        results[name] = (value, errors)
    return results


def main():
    start = time.perf_counter()
    services = [
        Flaky("auth", 0, [0.01]),
        Flaky("search", 2, [0.01, 0.02, 0.01]),
        Flaky("billing", 0, [0.2, 0.2, 0.01]),
    ]
    for name, (value, errors) in asyncio.run(call_all(services, 1.0)).items():
        print(f"{name:8} {value!r:28} errors={errors}")
    print("calls:", {s.name: s.calls for s in services})
    broken = Flaky("legacy", 10, [0.01])
    try:
        asyncio.run(with_retries(broken))
    except RuntimeError as e:
        print(e, "| cause:", e.__cause__)
    try:
        asyncio.run(call_all([Flaky("slowpoke", 0, [0.04]), Flaky("ok", 0, [0.01])], 0.03))
    except TimeoutError:
        print("overall deadline hit")
    print("virtual time spent:", round(time.perf_counter() - start, 2) >= 0.1)

import asyncio
from dataclasses import dataclass

@dataclass
class Job:
    name: str
    cost: float

class RateLimitError(RuntimeError):
    pass

async def fetch(job, limiter, log):
    async with limiter:
        await asyncio.sleep(job.cost)
        if job.cost > 0.35:
            raise RateLimitError(f"{job.name} too slow ({job.cost:.2f}s)")
        log.append(job.name)
        return job.cost * 10

async def stream(jobs):
    for j in jobs:
        await asyncio.sleep(0.01)
        yield j

async def run_all(jobs):
    limiter = asyncio.Semaphore(2)
    log = []
    results = []
    async for job in stream(jobs):
        results.append(asyncio.create_task(fetch(job, limiter, log)))
    done = await asyncio.gather(*results, return_exceptions=True)
    for job, outcome in zip(jobs, done):
        if isinstance(outcome, Exception):
            print(f"{job.name:<6} failed: {type(outcome).__name__}: {outcome}")
        else:
            print(f"{job.name:<6} ok {outcome:6.2f}")
    return log

def main():
    jobs = [Job("a", 0.2), Job("b", 0.4), Job("c", 0.1), Job("d", 0.3)]
    runner = asyncio.Runner()
    try:
        print(runner.run(run_all(jobs)))
        print(runner.run(run_all(jobs[:1])))
    finally:
        runner.close()

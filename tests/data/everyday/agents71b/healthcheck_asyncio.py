"""Probe service health endpoints concurrently (simulated) with asyncio,
with per-check timeouts, and decide whether a rollout may proceed."""
import asyncio
from dataclasses import dataclass

# name -> (simulated latency seconds, status code, body)
ENDPOINTS = {
    "api": (0.02, 200, {"status": "ok", "version": "4.1.0"}),
    "auth": (0.01, 200, {"status": "ok", "version": "2.0.3"}),
    "billing": (0.03, 503, {"status": "degraded", "reason": "db pool exhausted"}),
    "search": (0.50, 200, {"status": "ok"}),
    "mailer": (0.00, 200, {"status": "ok", "version": "1.0.0", "queue": 1200}),
}
REQUIRED = {"api", "auth", "billing"}


@dataclass
class Result:
    name: str
    ok: bool
    detail: str


class ProbeTimeout(Exception):
    pass


async def fetch(name):
    latency, code, body = ENDPOINTS[name]
    await asyncio.sleep(latency)
    return code, body


async def probe(name, timeout=0.2):
    try:
        code, body = await asyncio.wait_for(fetch(name), timeout)
    except asyncio.TimeoutError:
        return Result(name, False, f"timeout after {timeout}s")
    if code != 200:
        return Result(name, False, f"HTTP {code}: {body.get('reason', body['status'])}")
    if body.get("queue", 0) > 1000:
        return Result(name, False, f"queue backlog {body['queue']}")
    return Result(name, True, f"version {body.get('version', 'unknown')}")


async def probe_all(names):
    results = await asyncio.gather(*(probe(n) for n in names))
    return {r.name: r for r in results}


async def with_retries(name, attempts=3):
    history = []
    for i in range(attempts):
        r = await probe(name)
        history.append(r.ok)
        if r.ok:
            break
        await asyncio.sleep(0)
    return history


async def orchestrate():
    results = await probe_all(sorted(ENDPOINTS))
    for r in results.values():
        print(f"{'UP  ' if r.ok else 'DOWN'} {r.name:<8} {r.detail}")
    failing_required = sorted(n for n in REQUIRED if not results[n].ok)
    optional_down = sorted(n for n, r in results.items() if not r.ok and n not in REQUIRED)
    print("required failing:", failing_required, "| optional down:", optional_down)
    print("billing retries:", await with_retries("billing"))
    queue = asyncio.Queue()
    for n in sorted(ENDPOINTS):
        queue.put_nowait(n)
    seen = []

    async def worker(tag):
        while not queue.empty():
            name = queue.get_nowait()
            seen.append((tag, name))
            await asyncio.sleep(0)
            queue.task_done()

    await asyncio.gather(worker("w1"), worker("w2"))
    print("work split:", seen)
    return not failing_required


def main():
    proceed = asyncio.run(orchestrate())
    print("rollout:", "proceed" if proceed else "blocked")
    return proceed


if __name__ == "__main__":
    main()

import asyncio
from dataclasses import dataclass

ENDPOINTS = {
    "auth": (0.05, 200),
    "billing": (0.20, 200),
    "search": (0.12, 503),
    "reports": (1.50, 200),
    "inbox": (0.10, "boom"),
}
TIMEOUT = 0.5


@dataclass
class Result:
    name: str
    ok: bool
    detail: str
    latency: float


class ProbeError(Exception):
    pass


async def probe(name: str) -> int:
    delay, outcome = ENDPOINTS[name]
    await asyncio.sleep(delay)
    if isinstance(outcome, str):
        raise ProbeError(f"{name} raised {outcome}")
    return outcome


async def check(name: str) -> Result:
    delay = ENDPOINTS[name][0]
    try:
        status = await asyncio.wait_for(probe(name), timeout=TIMEOUT)
    except asyncio.TimeoutError:
        return Result(name, False, f"timeout after {TIMEOUT}s", TIMEOUT)
    except ProbeError as e:
        return Result(name, False, f"error: {e}", delay)
    return Result(name, status < 400, f"HTTP {status}", delay)


async def run_all():
    results = await asyncio.gather(*(check(n) for n in ENDPOINTS))
    raw = await asyncio.gather(*(probe(n) for n in ("auth", "inbox", "billing")), return_exceptions=True)
    return results, raw


async def with_semaphore(names, limit=2):
    sem = asyncio.Semaphore(limit)
    order = []

    async def one(n):
        async with sem:
            order.append(f"start {n}")
            await asyncio.sleep(ENDPOINTS[n][0])
            order.append(f"end {n}")
            return n

    done = await asyncio.gather(*(one(n) for n in names))
    return done, order


def main():
    results, raw = asyncio.run(run_all())
    healthy = [r for r in results if r.ok]
    for r in sorted(results, key=lambda r: (r.ok, r.name)):
        print(f"{'UP  ' if r.ok else 'DOWN'} {r.name:<8} {r.latency * 1000:6.0f}ms  {r.detail}")
    print(f"{len(healthy)}/{len(results)} healthy")
    print("raw:", [type(x).__name__ if isinstance(x, Exception) else x for x in raw])
    done, order = asyncio.run(with_semaphore(["auth", "billing", "search", "inbox"]))
    print("semaphore order:", order)
    print("done:", done)
    verdict = "degraded" if 0 < len(healthy) < len(results) else ("ok" if healthy else "down")
    print("overall:", verdict)
    return verdict


if __name__ == "__main__":
    main()

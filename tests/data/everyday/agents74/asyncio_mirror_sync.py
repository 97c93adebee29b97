"""Check package mirrors concurrently, then plan which mirror to sync from."""
import asyncio
from dataclasses import dataclass

MIRRORS = {
    "eu-1": {"delay": 3, "version": "2024.03.05", "ok": True},
    "eu-2": {"delay": 1, "version": "2024.03.04", "ok": True},
    "us-1": {"delay": 2, "version": "2024.03.05", "ok": True},
    "ap-1": {"delay": 5, "version": "2024.03.05", "ok": False},
    "sa-1": {"delay": 9, "version": "2024.03.05", "ok": True},
}
TIMEOUT_TICKS = 6


@dataclass
class Probe:
    name: str
    version: str | None
    ticks: int
    error: str | None = None


async def probe(name: str, log: list[str], limiter: asyncio.Semaphore) -> Probe:
    info = MIRRORS[name]
    async with limiter:
        log.append(f"start {name}")
        for _ in range(info["delay"]):
            await asyncio.sleep(0)
        log.append(f"end {name}")
    if not info["ok"]:
        raise ConnectionError(f"{name}: TLS handshake failed")
    return Probe(name, info["version"], info["delay"])


async def probe_with_budget(name, log, limiter) -> Probe:
    if MIRRORS[name]["delay"] > TIMEOUT_TICKS:
        return Probe(name, None, TIMEOUT_TICKS, "timed out")
    try:
        return await probe(name, log, limiter)
    except ConnectionError as exc:
        return Probe(name, None, MIRRORS[name]["delay"], str(exc))


async def run() -> list[Probe]:
    log: list[str] = []
    limiter = asyncio.Semaphore(3)
    results = await asyncio.gather(*(probe_with_budget(n, log, limiter) for n in MIRRORS))
    print("events:", len(log), "first three:", log[:3])
    raw = await asyncio.gather(probe("ap-1", [], limiter), probe("eu-2", [], limiter), return_exceptions=True)
    print("raw:", [type(r).__name__ for r in raw])
    task = asyncio.create_task(probe("us-1", [], limiter))
    done = await task
    print("task:", done.name, task.done())
    return list(results)


def main():
    results = asyncio.run(run())
    newest = max(r.version for r in results if r.version)
    for r in sorted(results, key=lambda r: (r.error is not None, r.ticks, r.name)):
        status = r.error or ("current" if r.version == newest else f"stale ({r.version})")
        print(f"{r.name:<5} {r.ticks:>2} ticks  {status}")
    candidates = [r for r in results if r.version == newest]
    best = min(candidates, key=lambda r: r.ticks)
    print(f"sync from {best.name} ({best.version}); skip {sorted(r.name for r in results if r is not best)}")
    return len(candidates)


if __name__ == "__main__":
    main()

"""Fetch a batch of URLs (simulated) with at most three requests in flight."""
import asyncio
import time

LATENCY = {"a": 0.3, "b": 0.1, "c": 0.2, "d": 0.15, "e": 0.4, "f": 0.08, "g": 0.2}


class Tracker:
    def __init__(self):
        self.in_flight = 0
        self.peak = 0

    def enter(self):
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)

    def leave(self):
        self.in_flight -= 1


async def fetch(url, sem, tracker, log):
    async with sem:
        tracker.enter()
        log.append(f"start {url}")
        await asyncio.sleep(LATENCY[url])
        log.append(f"end {url}")
        tracker.leave()
        return url, len(url) * 100


async def crawl():
    sem = asyncio.Semaphore(3)
    tracker = Tracker()
    log = []
    started = time.perf_counter()
    pages = await asyncio.gather(*[fetch(u, sem, tracker, log) for u in LATENCY])
    elapsed = time.perf_counter() - started
    for line in log:
        print(line)
    print("pages:", dict(pages))
    print("peak in flight:", tracker.peak, "locked after:", sem.locked())
    # The virtual 0.6s of sleeps, plus however long the run itself took (well under 0.1s).
    print(f"elapsed ~{int(elapsed * 10) / 10}s")
    return len(pages)


def main():
    n = asyncio.run(crawl())
    print("fetched", n)
    return n


if __name__ == "__main__":
    main()

"""Crawl a small fake site breadth-first with at most N requests in flight."""
import asyncio

SITE = {
    "/": ["/a", "/b", "/c"],
    "/a": ["/a/1", "/a/2", "/"],
    "/b": ["/b/1", "/missing"],
    "/c": [],
    "/a/1": ["/a/2"],
    "/a/2": [],
    "/b/1": ["/c"],
}


class Stats:
    def __init__(self):
        self.in_flight = 0
        self.peak = 0
        self.fetched = []


async def fetch(url, stats, sem):
    async with sem:
        stats.in_flight += 1
        stats.peak = max(stats.peak, stats.in_flight)
        try:
            await asyncio.sleep(0.01 * (1 + len(url) % 3))
            if url not in SITE:
                raise LookupError(f"404 {url}")
            stats.fetched.append(url)
            return SITE[url]
        finally:
            stats.in_flight -= 1


async def crawl(limit):
    stats = Stats()
    sem = asyncio.Semaphore(limit)
    seen = {"/"}
    frontier = ["/"]
    depth = 0
    broken = []
    while frontier:
        tasks = {}
        try:
            async with asyncio.TaskGroup() as tg:
                for url in frontier:
                    tasks[url] = tg.create_task(fetch(url, stats, sem))
        except* LookupError as eg:
            broken.extend(str(e) for e in eg.exceptions)
        next_frontier = []
        for url, task in tasks.items():
            if task.cancelled() or task.exception() is not None:
                continue
            for link in task.result():
                if link not in seen:
                    seen.add(link)
                    next_frontier.append(link)
        print(f"depth {depth}: {len(frontier)} urls, {len(next_frontier)} new")
        frontier = next_frontier
        depth += 1
    return stats, sorted(seen), broken


def main():
    for limit in (1, 2, 5):
        stats, seen, broken = asyncio.run(crawl(limit))
        print(f"limit={limit} peak={stats.peak} fetched={len(stats.fetched)} seen={len(seen)} broken={broken}")

"""Download files with a connection limit, progress reporting and a size budget."""
import asyncio
import time

FILES = {f"file{i:02d}.bin": (i % 4 + 1) * 250 for i in range(10)}


class Progress:
    def __init__(self, total):
        self.total = total
        self.done = 0
        self.marks = []

    def add(self, n):
        before = self.done * 100 // self.total
        self.done += n
        after = self.done * 100 // self.total
        for mark in (25, 50, 75, 100):
            if before < mark <= after:
                self.marks.append(mark)


async def download(name, size, sem, progress, active):
    async with sem:
        active.append(name)
        peak = len(active)
        chunks = 0
        remaining = size
        while remaining > 0:
            chunk = min(remaining, 250)
            await asyncio.sleep(0.01)
            remaining -= chunk
            progress.add(chunk)
            chunks += 1
        active.remove(name)
        return name, chunks, peak


async def download_all(limit):
    sem = asyncio.Semaphore(limit)
    progress = Progress(sum(FILES.values()))
    active = []
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(download(n, s, sem, progress, active)) for n, s in FILES.items()]
    results = [t.result() for t in tasks]
    return results, progress.marks, max(peak for _, _, peak in results)


def main():
    took = {}
    for limit in (2, 4):
        start = time.monotonic()
        results, marks, peak = asyncio.run(download_all(limit))
        took[limit] = time.monotonic() - start
        print(f"limit {limit}: {len(results)} files, chunks={sum(c for _, c, _ in results)}, peak={peak}, marks={marks}")
        print("  first three:", results[:3])
    # At least 23 chunks of 10ms over 2 (then 4) connections.
    print("at least 0.11s with 2:", took[2] >= 0.11, "| at least 0.06s with 4:", took[4] >= 0.06)

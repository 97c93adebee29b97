"""Producer/consumer pipeline: a bounded queue, three workers, and a join."""
import asyncio


async def producer(queue, jobs):
    for job in jobs:
        await queue.put(job)
        print(f"queued {job} (size {queue.qsize()})")
    print("producer done")


async def worker(name, queue, results):
    while True:
        job = await queue.get()
        try:
            await asyncio.sleep(job / 50)
            results.append((name, job, job * job))
            print(f"{name} finished {job}")
        finally:
            queue.task_done()


async def pipeline():
    queue = asyncio.Queue(maxsize=2)
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, results), name=f"worker-{i}") for i in range(3)]
    # Powers of two: no two workers ever finish at the same moment (CPython's order of
    # equal deadlines depends on its real clock).
    await producer(queue, [16, 2, 8, 1, 4, 32])
    await queue.join()
    print("queue drained:", queue.empty(), "maxsize", queue.maxsize)
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print("workers:", [type(o).__name__ for o in outcome], [w.get_name() for w in workers])
    print("all cancelled:", all(w.cancelled() for w in workers))
    return sorted(results, key=lambda r: r[1])


def main():
    results = asyncio.run(pipeline())
    for name, job, sq in results:
        print(job, sq, name)
    total = sum(r[2] for r in results)
    print("total", total)
    return total


if __name__ == "__main__":
    main()

"""A service with background watchers: shutdown cancels what is left, fail-fast waits."""
import asyncio

log = []


async def watcher(name, period):
    ticks = 0
    try:
        while True:
            await asyncio.sleep(period)
            ticks += 1
            log.append(f"{name} tick {ticks}")
    except asyncio.CancelledError:
        log.append(f"{name} cancelled after {ticks} ticks")
        raise
    finally:
        log.append(f"{name} closed")


async def job(name, seconds, fail=False):
    await asyncio.sleep(seconds)
    if fail:
        raise ConnectionError(f"{name} lost its connection")
    return name


async def service():
    asyncio.create_task(watcher("disk", 0.09), name="disk")
    net = asyncio.create_task(watcher("net", 0.21), name="net")
    jobs = [asyncio.create_task(job(n, s, f)) for n, s, f in [("a", 0.15, False), ("b", 0.24, True), ("c", 0.9, False)]]
    done, pending = await asyncio.wait(jobs, return_when=asyncio.FIRST_EXCEPTION)
    failed = [t for t in done if t.exception() is not None]
    print("finished:", sorted(t.result() for t in done if t.exception() is None))
    print("failed:", [str(t.exception()) for t in failed])
    print("still pending:", len(pending))
    for t in pending:
        t.cancel()
    await asyncio.sleep(0)
    print("cancelled jobs:", [t.cancelled() for t in pending])
    net.cancel()
    deadline = asyncio.get_running_loop().time() + 0.15
    try:
        async with asyncio.timeout_at(deadline):
            await job("slow", 3.0)
    except TimeoutError:
        print("slow job hit the absolute deadline")
    names = sorted(t.get_name() for t in asyncio.all_tasks() if t is not asyncio.current_task())
    print("background:", names)
    return "service stopped"


def main():
    print(asyncio.run(service()))
    for line in log:
        print(line)
    return len(log)


if __name__ == "__main__":
    main()

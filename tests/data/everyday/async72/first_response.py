"""Race mirrors: take the first answer with wait(FIRST_COMPLETED), then as_completed."""
import asyncio

MIRRORS = {"eu": 0.12, "us": 0.05, "ap": 0.3}


async def download(mirror):
    await asyncio.sleep(MIRRORS[mirror])
    return f"{mirror}:{int(MIRRORS[mirror] * 1000)}ms"


async def race():
    tasks = [asyncio.create_task(download(m), name=m) for m in MIRRORS]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    winner = done.pop()
    print("winner:", winner.result(), "pending:", sorted(t.get_name() for t in pending))
    for t in pending:
        t.cancel()
    done2, pending2 = await asyncio.wait(pending)
    print("after cancel:", sorted((t.get_name(), t.cancelled()) for t in done2), len(pending2))
    order = []
    for next_done in asyncio.as_completed([download(m) for m in MIRRORS]):
        order.append(await next_done)
    print("completion order:", order)
    slow = [asyncio.create_task(download(m)) for m in MIRRORS]
    done3, pending3 = await asyncio.wait(slow, timeout=0.1)
    print("within 0.1s:", len(done3), "still running:", len(pending3))
    finished = []
    try:
        for fut in asyncio.as_completed(slow, timeout=0.15):
            finished.append(await fut)
    except asyncio.TimeoutError:
        print("as_completed timed out after", finished)
    return order[0]


def main():
    return asyncio.run(race())


if __name__ == "__main__":
    main()

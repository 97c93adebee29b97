"""Deadlines with timeout_at and loop.time(), and shield keeping a commit alive."""
import asyncio

journal = []


async def commit(txid):
    try:
        await asyncio.sleep(0.05)
        journal.append(f"commit {txid} done")
        return txid
    except asyncio.CancelledError:
        journal.append(f"commit {txid} interrupted")
        raise


async def request(txid, budget):
    loop = asyncio.get_running_loop()
    deadline = loop.time() + budget
    inner = asyncio.ensure_future(commit(txid))
    try:
        async with asyncio.timeout_at(deadline) as cm:
            await asyncio.shield(inner)
        return f"{txid}: committed in time (expired={cm.expired()})"
    except TimeoutError:
        result = await inner  # the shielded commit still finishes
        return f"{txid}: caller timed out, commit {result} finished anyway"


async def unshielded(txid, budget):
    try:
        async with asyncio.timeout(budget):
            await commit(txid)
        return f"{txid}: ok"
    except TimeoutError:
        return f"{txid}: lost"


async def rescheduled():
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(0.01) as cm:
        cm.reschedule(loop.time() + 0.2)
        await asyncio.sleep(0.05)
    return f"extended deadline held: {cm.expired()}"


async def main_async():
    async with asyncio.TaskGroup() as tg:
        tasks = [
            tg.create_task(request("tx1", 0.1)),
            tg.create_task(request("tx2", 0.02)),
            tg.create_task(unshielded("tx3", 0.02)),
            tg.create_task(unshielded("tx4", 0.1)),
            tg.create_task(rescheduled()),
        ]
    for t in tasks:
        print(t.result())
    print(sorted(journal))
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0.01)
    print("no deadline:", cm.when(), cm.expired())


def main():
    asyncio.run(main_async())

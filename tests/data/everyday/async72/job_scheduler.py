"""A tiny job scheduler: priorities, callbacks on the loop, shielded commits."""
import asyncio
from asyncio import PriorityQueue, Event, create_task


class Scheduler:
    def __init__(self):
        self.queue = PriorityQueue()
        self.stopped = Event()
        self.ran = []

    async def submit(self, priority, name, cost):
        await self.queue.put((priority, name, cost))

    async def run(self):
        while not (self.stopped.is_set() and self.queue.empty()):
            try:
                priority, name, cost = await asyncio.wait_for(self.queue.get(), timeout=0.05)
            except asyncio.TimeoutError:
                continue
            await asyncio.sleep(cost)
            self.ran.append(name)
            self.queue.task_done()


async def commit(ledger, entry):
    await asyncio.sleep(0.05)
    ledger.append(entry)
    return len(ledger)


async def orchestrate():
    sched = Scheduler()
    for prio, name, cost in [(3, "cleanup", 0.01), (1, "backup", 0.02), (2, "report", 0.01), (1, "alert", 0.0)]:
        await sched.submit(prio, name, cost)
    runner = create_task(sched.run())
    loop = asyncio.get_running_loop()
    fired = []
    loop.call_later(0.03, fired.append, "timer-a")
    loop.call_soon(fired.append, "soon")
    loop.call_at(loop.time() + 0.01, fired.append, "timer-b")
    await sched.queue.join()
    sched.stopped.set()
    await runner
    print("ran in priority order:", sched.ran)
    print("callbacks:", fired)
    ledger = []
    guarded = asyncio.shield(commit(ledger, "tx-1"))
    try:
        await asyncio.wait_for(guarded, timeout=0.01)
    except asyncio.TimeoutError:
        print("caller gave up; ledger so far:", ledger)
    await asyncio.sleep(0.1)
    print("shielded commit still landed:", ledger)
    me = asyncio.current_task()
    pending = commit([], 0)
    print("current task is a Task:", isinstance(me, asyncio.Task), "coroutine check:", asyncio.iscoroutine(pending))
    print("awaited:", await pending)
    return len(sched.ran)


def main():
    return asyncio.run(orchestrate())


if __name__ == "__main__":
    main()

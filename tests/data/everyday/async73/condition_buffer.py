"""A bounded buffer and a batch gate built on asyncio.Condition (wait_for, notify, notify_all)."""
import asyncio


class BoundedBuffer:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = []
        self.cond = asyncio.Condition()
        self.max_seen = 0

    async def put(self, item):
        async with self.cond:
            await self.cond.wait_for(lambda: len(self.items) < self.capacity)
            self.items.append(item)
            self.max_seen = max(self.max_seen, len(self.items))
            self.cond.notify_all()

    async def take(self):
        async with self.cond:
            await self.cond.wait_for(lambda: self.items)
            item = self.items.pop(0)
            self.cond.notify_all()
            return item


async def producer(buf, name, count, log):
    for i in range(count):
        await buf.put(f"{name}{i}")
        log.append(f"put {name}{i}")
        await asyncio.sleep(0)


async def consumer(buf, count, log):
    got = []
    for _ in range(count):
        item = await buf.take()
        got.append(item)
        log.append(f"took {item}")
        for _ in range(3):  # slower than the producers, by turns rather than by real time
            await asyncio.sleep(0)
    return got


async def gate_demo():
    cond = asyncio.Condition()
    released = []

    async def waiter(i):
        async with cond:
            await cond.wait()
            released.append(i)

    tasks = [asyncio.create_task(waiter(i)) for i in range(5)]
    await asyncio.sleep(0.01)
    async with cond:
        cond.notify(2)
    await asyncio.sleep(0.01)
    first = sorted(released)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*tasks)
    return first, sorted(released), cond.locked()


async def misuse():
    cond = asyncio.Condition()
    messages = []
    try:
        await cond.wait()
    except RuntimeError as e:
        messages.append(str(e))
    try:
        cond.notify()
    except RuntimeError as e:
        messages.append(str(e))
    lock = asyncio.Lock()
    shared = asyncio.Condition(lock)
    async with shared:
        messages.append(f"shared lock held: {lock.locked()}")
    messages.append(f"released: {lock.locked()}")
    return messages


async def main_async():
    buf = BoundedBuffer(2)
    log = []
    async with asyncio.TaskGroup() as tg:
        tg.create_task(producer(buf, "a", 4, log))
        tg.create_task(producer(buf, "b", 3, log))
        c = tg.create_task(consumer(buf, 7, log))
    print("consumed:", c.result())
    print("never above capacity:", buf.max_seen <= 2, "| events:", len(log))
    print("gate:", await gate_demo())
    print("misuse:", await misuse())


def main():
    asyncio.run(main_async())

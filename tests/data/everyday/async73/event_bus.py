"""A publish/subscribe event bus with a queue per subscriber and graceful shutdown."""
import asyncio
from dataclasses import dataclass, field


@dataclass
class Event:
    topic: str
    payload: dict
    seq: int = 0


@dataclass
class Bus:
    subscribers: dict = field(default_factory=dict)
    seq: int = 0

    def subscribe(self, name, topics):
        queue = asyncio.Queue()
        self.subscribers[name] = (set(topics), queue)
        return queue

    async def publish(self, topic, **payload):
        self.seq += 1
        delivered = 0
        for name, (topics, queue) in self.subscribers.items():
            if topic in topics or "*" in topics:
                await queue.put(Event(topic, payload, self.seq))
                delivered += 1
        return delivered

    async def close(self):
        for _, queue in self.subscribers.values():
            await queue.put(None)


async def consumer(name, queue, seen):
    while True:
        event = await queue.get()
        if event is None:
            queue.task_done()
            return name
        await asyncio.sleep(0.001 * len(name))
        seen.append(f"{name}<-#{event.seq}:{event.topic}")
        queue.task_done()


async def main_async():
    bus = Bus()
    seen = []
    queues = {
        "audit": bus.subscribe("audit", ["*"]),
        "billing": bus.subscribe("billing", ["order.paid", "order.refunded"]),
        "mail": bus.subscribe("mail", ["user.created", "order.paid"]),
    }
    async with asyncio.TaskGroup() as tg:
        workers = [tg.create_task(consumer(n, q, seen)) for n, q in queues.items()]
        counts = []
        for topic, payload in [
            ("user.created", {"id": 1}),
            ("order.paid", {"order": 10, "amount": 25}),
            ("order.refunded", {"order": 10}),
            ("debug.ping", {}),
        ]:
            counts.append(await bus.publish(topic, **payload))
        await asyncio.gather(*(q.join() for q in queues.values()))
        print("delivered per event:", counts)
        await bus.close()
    print("workers finished:", [w.result() for w in workers])
    for name in queues:
        print(f"{name:8}", [s.split("<-")[1] for s in seen if s.startswith(name)])
    print("queues empty:", all(q.empty() for q in queues.values()))


def main():
    asyncio.run(main_async())

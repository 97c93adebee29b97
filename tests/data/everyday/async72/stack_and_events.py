"""Undo stack with LifoQueue and a start gate: workers wait on an Event, then drain."""
import asyncio


async def worker(name, gate, stack, done_order):
    print(f"{name} waiting at the gate")
    await gate.wait()
    while True:
        try:
            action = stack.get_nowait()
        except asyncio.QueueEmpty:
            break
        await asyncio.sleep(0.01 * len(action))
        done_order.append(f"{name}:undo {action}")
        stack.task_done()
    return name


async def coordinator():
    stack = asyncio.LifoQueue()
    for action in ["create", "rename", "move", "delete"]:
        stack.put_nowait(action)
    print("stack size:", stack.qsize(), "full:", stack.full())
    gate = asyncio.Event()
    done_order = []
    workers = [asyncio.create_task(worker(n, gate, stack, done_order)) for n in ("w1", "w2")]
    await asyncio.sleep(0.02)
    print("gate open?", gate.is_set())
    gate.set()
    await stack.join()
    finished = await asyncio.gather(*workers)
    print("order:", done_order)
    print("workers:", finished)
    try:
        stack.get_nowait()
    except asyncio.QueueEmpty as e:
        print("empty:", type(e).__name__, repr(str(e)))
    bounded = asyncio.Queue(maxsize=1)
    bounded.put_nowait("x")
    try:
        bounded.put_nowait("y")
    except asyncio.QueueFull:
        print("bounded queue is full:", bounded.full())
    try:
        stack.task_done()
    except ValueError as e:
        print("task_done:", e)
    doubled = [n * 2 for n in range(3) if await asyncio.sleep(0, True)]
    print("doubled:", doubled)
    return len(done_order)


def main():
    return asyncio.run(coordinator())


if __name__ == "__main__":
    main()

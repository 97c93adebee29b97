"""Background tasks: create, inspect, cancel, and clean up with done callbacks."""
import asyncio

events = []


async def heartbeat(interval, beats):
    try:
        for i in range(beats):
            await asyncio.sleep(interval)
            events.append(f"beat {i}")
        return "finished"
    except asyncio.CancelledError:
        events.append("heartbeat cancelled")
        raise
    finally:
        events.append("heartbeat cleanup")


async def compute(x):
    await asyncio.sleep(0.01)
    if x < 0:
        raise ValueError(f"negative input {x}")
    return x * 2


def on_done(task):
    if task.cancelled():
        events.append(f"callback: {task.get_name()} cancelled")
    elif task.exception() is not None:
        events.append(f"callback: {task.get_name()} failed: {task.exception()}")
    else:
        events.append(f"callback: {task.get_name()} -> {task.result()}")


async def supervisor():
    hb = asyncio.create_task(heartbeat(0.1, 10), name="heartbeat")
    hb.add_done_callback(on_done)
    good = asyncio.create_task(compute(21), name="good")
    bad = asyncio.create_task(compute(-1), name="bad")
    for t in (good, bad):
        t.add_done_callback(on_done)
    print("done before start:", hb.done(), good.done())
    await asyncio.sleep(0.25)
    print("good:", good.result())
    try:
        bad.result()
    except ValueError as e:
        print("bad raised:", e)
    print("cancel requested:", hb.cancel())
    try:
        await hb
    except asyncio.CancelledError:
        print("heartbeat is cancelled:", hb.cancelled(), hb.done())
    print("cancel again:", hb.cancel())
    try:
        hb.result()
    except asyncio.CancelledError as e:
        print("result() raises CancelledError", repr(str(e)))
    pending = asyncio.create_task(compute(5))
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        print("not ready:", e)
    print("awaited later:", await pending)
    await asyncio.sleep(0)
    return events


def main():
    for line in asyncio.run(supervisor()):
        print(line)


if __name__ == "__main__":
    main()

"""Cancelling a task that waits inside a TaskGroup cancels the group's children too.

CPython keeps a group's tasks in a set, so the order it cancels them in is not the order they
were made: the trace is printed sorted."""
import asyncio

trace = []


async def child(name, seconds):
    try:
        await asyncio.sleep(seconds)
        trace.append(f"{name} finished")
    except asyncio.CancelledError:
        trace.append(f"{name} cancelled")
        raise
    finally:
        trace.append(f"{name} cleanup")


async def supervisor():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(child("a", 0.05))
            tg.create_task(child("b", 1))
            tg.create_task(child("c", 2))
    except asyncio.CancelledError:
        trace.append("supervisor cancelled")
        raise


async def main_async():
    sup = asyncio.create_task(supervisor(), name="supervisor")
    await asyncio.sleep(0.1)
    print("cancel:", sup.cancel())
    try:
        await sup
    except asyncio.CancelledError:
        print("supervisor is cancelled:", sup.cancelled())
    print("current task:", asyncio.current_task().get_name().startswith("Task-"))
    others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    print("other tasks alive:", len(others))


async def swallow_and_continue():
    # A failing child cancels the body's own await, and the group takes that back.
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail_soon())
            await asyncio.sleep(10)
            trace.append("never here")
    except* ValueError as eg:
        trace.append(f"handled {len(eg.exceptions)} error(s)")
    await asyncio.sleep(0.01)
    task = asyncio.current_task()
    trace.append(f"still running, cancelling={task.cancelling()}")
    return "ok"


async def fail_soon():
    await asyncio.sleep(0.01)
    raise ValueError("boom")


def main():
    asyncio.run(main_async())
    print(asyncio.run(swallow_and_continue()))
    for line in sorted(trace):
        print(" ", line)

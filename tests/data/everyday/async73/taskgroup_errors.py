"""A TaskGroup where some workers fail: siblings are cancelled, errors come back grouped."""
import asyncio

events = []


async def worker(name, delay, fail=None):
    try:
        await asyncio.sleep(delay)
        if fail is not None:
            raise fail
        events.append(f"{name} ok")
        return name.upper()
    except asyncio.CancelledError:
        events.append(f"{name} cancelled")
        raise


async def run_group(specs):
    tasks = []
    try:
        async with asyncio.TaskGroup() as tg:
            for name, delay, fail in specs:
                tasks.append(tg.create_task(worker(name, delay, fail)))
    except* ValueError as group:
        print("value errors:", [str(e) for e in group.exceptions])
    except* KeyError as group:
        print("key errors:", [repr(e) for e in group.exceptions])
    states = []
    for t in tasks:
        if t.cancelled():
            states.append("cancelled")
        elif t.exception() is not None:
            states.append(type(t.exception()).__name__)
        else:
            states.append(t.result())
    return states


async def catch_whole_group():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("a", 0.01, ValueError("bad a")))
            tg.create_task(worker("b", 0.01, TypeError("bad b")))
            tg.create_task(worker("c", 0.5))
    except ExceptionGroup as eg:
        print("caught:", type(eg).__name__, eg.message)
        print("str:", str(eg))
        print("members:", [f"{type(e).__name__}({e})" for e in eg.exceptions])
        print("cause/context:", eg.__cause__, eg.__suppress_context__)
        rest = eg.subgroup(lambda e: isinstance(e, TypeError))
        print("subgroup:", rest.exceptions)


async def body_raises():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("slow", 1.0))
            await asyncio.sleep(0.01)
            raise RuntimeError("body failed")
    except ExceptionGroup as eg:
        print("body error grouped:", [repr(e) for e in eg.exceptions])


def main():
    print(asyncio.run(run_group([("a", 0.01, None), ("b", 0.02, ValueError("b broke")), ("c", 0.5, None)])))
    print(asyncio.run(run_group([("x", 0.01, KeyError("x")), ("y", 0.01, ValueError("y")), ("z", 0.3, None)])))
    print(asyncio.run(run_group([("p", 0.01, None), ("q", 0.02, None)])))
    asyncio.run(catch_whole_group())
    asyncio.run(body_raises())
    print(events)

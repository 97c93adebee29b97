"""A command dispatcher that accepts both plain and async handlers, and inspects coroutines."""
import asyncio
import inspect


def greet(name):
    return f"hello {name}"


async def slow_greet(name):
    await asyncio.sleep(0.01)
    return f"hello slowly {name}"


async def no_wait(name):
    return name[::-1]


def gen_handler(name):
    yield name


async def async_lines(name):
    for part in name.split():
        await asyncio.sleep(0)
        yield part


async def collect(agen):
    return [part async for part in agen]


HANDLERS = {"greet": greet, "slow": slow_greet, "reverse": no_wait}


async def dispatch(command, arg):
    handler = HANDLERS[command]
    result = handler(arg)
    if asyncio.iscoroutine(result):
        result = await result
    return result


async def dispatch_by_function(command, arg):
    handler = HANDLERS[command]
    if inspect.iscoroutinefunction(handler):
        return "async:" + await handler(arg)
    return "sync:" + handler(arg)


async def reuse():
    coro = slow_greet("once")
    print("state before:", inspect.getcoroutinestate(coro))
    print("first await:", await coro)
    print("state after:", inspect.getcoroutinestate(coro))
    try:
        await coro
    except RuntimeError as e:
        print("second await:", e)


async def task_of_spent():
    coro = no_wait("xyz")
    print(await coro)
    task = asyncio.create_task(coro)
    try:
        await task
    except RuntimeError as e:
        print("task of a spent coroutine:", e, task.done(), type(task.exception()).__name__)


def main():
    for name, fn in [("greet", greet), ("slow_greet", slow_greet), ("no_wait", no_wait), ("gen_handler", gen_handler)]:
        print(
            f"{name:12}",
            "coroutine function" if inspect.iscoroutinefunction(fn) else "plain",
            asyncio.iscoroutinefunction(fn),
            inspect.isgeneratorfunction(fn),
            inspect.isfunction(fn),
        )
    coro = slow_greet("x")
    gen = gen_handler("y")
    other = no_wait("z")
    print(type(coro).__name__, type(gen).__name__, type(coro) is type(other), asyncio.run(other))
    print(asyncio.iscoroutine(coro), asyncio.iscoroutine(gen), inspect.iscoroutine(coro), inspect.isawaitable(coro))
    print(inspect.isgenerator(coro), inspect.isgenerator(gen), inspect.isawaitable(gen))
    print(coro.__name__, coro.__qualname__)
    agen = async_lines("a b c")
    print(type(agen).__name__, inspect.isasyncgen(agen), inspect.isasyncgenfunction(async_lines), asyncio.iscoroutine(agen))
    print(inspect.iscoroutinefunction(async_lines), inspect.isgeneratorfunction(async_lines), asyncio.run(collect(agen)))
    print(asyncio.run(coro))
    for command in ("greet", "slow", "reverse"):
        print(asyncio.run(dispatch(command, "ada")), "|", asyncio.run(dispatch_by_function(command, "bob")))
    asyncio.run(reuse())
    asyncio.run(task_of_spent())
    try:
        asyncio.run(gen_handler("z"))
    except RuntimeError as e:
        print("a generator is run as a coroutine in 3.11:", e)

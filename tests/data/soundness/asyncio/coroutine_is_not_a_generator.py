# Calling an `async def` makes a coroutine, which `type()`, `inspect` and `asyncio` tell from a
# generator; the awaited result is what the coroutine returned.
# expect: proved
# inputs: (0,), (2,), (-5,), (9,)
import asyncio
import inspect


async def doubled(x):
    await asyncio.sleep(0)
    return 2 * x


def main(n: int) -> int:
    coro = doubled(n)
    assert type(coro).__name__ == "coroutine"
    assert inspect.iscoroutinefunction(doubled) and not inspect.isgeneratorfunction(doubled)
    assert inspect.getcoroutinestate(coro) == "CORO_CREATED"
    value = asyncio.run(coro)
    assert inspect.getcoroutinestate(coro) == "CORO_CLOSED"
    assert value == 2 * n
    return value

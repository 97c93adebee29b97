# The twin of coroutine_is_not_a_generator.py: a model whose coroutines are plain generators
# would agree with this assertion; CPython's `type()` names a coroutine, so it fails for every n.
# expect: failed
# inputs: (0,), (2,), (-5,), (9,)
import asyncio


async def doubled(x):
    await asyncio.sleep(0)
    return 2 * x


def main(n: int) -> int:
    coro = doubled(n)
    is_generator = type(coro).__name__ == "generator"
    value = asyncio.run(coro)
    assert is_generator
    return value

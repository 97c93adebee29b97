"""The asynchronous statement forms together: nested `async with`, `while await`, `return await`
inside `try`/`finally`, an async comprehension under a conditional, awaits under operators."""
import asyncio


class Res:
    def __init__(self, name, log):
        self.name, self.log = name, log

    async def __aenter__(self):
        self.log.append(f"open {self.name}")
        return self.name

    async def __aexit__(self, et, e, tb):
        self.log.append(f"close {self.name} {et.__name__ if et else None}")


counter = 3


async def more():
    global counter
    await asyncio.sleep(0)
    counter -= 1
    return counter > 0


async def safe_div(a, b):
    try:
        return await asyncio.sleep(0, a / b)
    except ZeroDivisionError:
        return None
    finally:
        print("div done", a, b)


async def amain():
    log = []
    async with Res("a", log) as a, Res("b", log) as b:
        log.append(f"inside {a}{b}")
    try:
        async with Res("c", log):
            raise ValueError
    except ValueError:
        log.append("caught")
    print(log)
    n = 0
    while await more():
        n += 1
    print("loops", n)
    print(await safe_div(1, 2), await safe_div(1, 0))
    x = [i async for i in gen(3)] if await more() or True else []
    print(x)
    print(not await more(), -(await safe_div(4, 2)))


async def gen(k):
    for i in range(k):
        yield i * i
        await asyncio.sleep(0)


def main():
    asyncio.run(amain())
    return counter

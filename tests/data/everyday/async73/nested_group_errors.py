"""Nested task groups: inner failures arrive as nested ExceptionGroups; split them by type."""
import asyncio


async def step(name, delay, error=None):
    await asyncio.sleep(delay)
    if error is not None:
        raise error
    return name


async def region(name, specs):
    async with asyncio.TaskGroup() as tg:
        for i, (delay, error) in enumerate(specs):
            tg.create_task(step(f"{name}{i}", delay, error))
    return name


def describe(exc, indent=0):
    pad = "  " * indent
    if isinstance(exc, BaseExceptionGroup):
        lines = [f"{pad}{type(exc).__name__}: {exc.message} ({len(exc.exceptions)})"]
        for inner in exc.exceptions:
            lines.extend(describe(inner, indent + 1))
        return lines
    return [f"{pad}{type(exc).__name__}: {exc}"]


async def deploy():
    async with asyncio.TaskGroup() as tg:
        tg.create_task(region("eu", [(0.005, None), (0.01, ValueError("eu disk full"))]))
        tg.create_task(region("us", [(0.01, KeyError("us-key")), (0.5, None)]))
        tg.create_task(step("global", 1.0))


async def main_async():
    try:
        await deploy()
    except ExceptionGroup as eg:
        print("\n".join(describe(eg)))
        values, rest = eg.split(ValueError)
        print("split values:", describe(values))
        print("rest:", describe(rest))
        flat = []

        def leaves(e):
            if isinstance(e, BaseExceptionGroup):
                for inner in e.exceptions:
                    leaves(inner)
            else:
                flat.append(repr(e))

        leaves(eg)
        print("leaves:", flat)
    try:
        await deploy()
    except* ValueError as eg:
        print("except* ValueError got", len(eg.exceptions), "group(s):", describe(eg))
    except* KeyError as eg:
        print("except* KeyError got:", describe(eg))


def main():
    asyncio.run(main_async())

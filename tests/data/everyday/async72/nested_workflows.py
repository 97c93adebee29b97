"""Workflow steps as nested coroutines and closures, with errors surfacing through await."""
import asyncio


class StepFailed(Exception):
    pass


def make_step(name, seconds, fail=False):
    async def step(context):
        await asyncio.sleep(seconds)
        if fail:
            raise StepFailed(f"{name} failed after {seconds}s")
        context[name] = round(seconds * 10)
        return name

    step.__name__ = name
    return step


async def run_workflow(title, steps):
    context = {}
    done = []
    try:
        for step in steps:
            done.append(await step(context))
    except StepFailed as e:
        print(f"[{title}] aborted: {e}; completed {done}")
        return None
    print(f"[{title}] ok: {done} -> {context}")
    return context


async def orchestrate():
    async def parallel(*flows):
        return await asyncio.gather(*flows)

    first, second = await parallel(
        run_workflow("deploy", [make_step("build", 0.2), make_step("test", 0.3), make_step("ship", 0.1)]),
        run_workflow("migrate", [make_step("lock", 0.1), make_step("alter", 0.2, fail=True), make_step("unlock", 0.1)]),
    )
    counts = {"ok": 0, "failed": 0}

    async def tally(result):
        nonlocal counts
        await asyncio.sleep(0)
        counts["ok" if result else "failed"] += 1

    for result in (first, second):
        await tally(result)
    print("tally:", counts)
    inner = asyncio.sleep(0)
    try:
        asyncio.run(inner)
    except RuntimeError as e:
        print("nested run:", e)
        inner.close()
    return counts["ok"]


def main():
    ok = asyncio.run(orchestrate())
    try:
        asyncio.run(orchestrate)
    except ValueError as e:
        print("not a coroutine:", str(e).split(" got ")[0])
    return ok


if __name__ == "__main__":
    main()

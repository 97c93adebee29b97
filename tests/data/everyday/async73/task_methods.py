"""A job runner that tracks its tasks through their methods: names, callbacks, cancel, errors."""
import asyncio

log = []


async def job(seconds, outcome):
    await asyncio.sleep(seconds)
    if isinstance(outcome, Exception):
        raise outcome
    return outcome


def report(task):
    if task.cancelled():
        log.append(f"{task.get_name()}: cancelled")
    elif task.exception() is not None:
        log.append(f"{task.get_name()}: error {task.exception()!r}")
    else:
        log.append(f"{task.get_name()}: result {task.result()!r}")


def count_done(counter):
    def callback(task):
        counter["done"] += 1
    return callback


async def runner():
    counter = {"done": 0}
    tasks = [
        asyncio.create_task(job(0.02, "alpha")),
        asyncio.create_task(job(0.01, KeyError("missing")), name="lookup"),
        asyncio.create_task(job(1.0, "never")),
    ]
    # Unnamed tasks are numbered per process (`Task-N`); name it to print it.
    tasks[2].set_name("third")
    tasks[0].set_name("first")
    tick = count_done(counter)
    for t in tasks:
        t.add_done_callback(report)
        t.add_done_callback(tick)
    print("removed:", tasks[2].remove_done_callback(tick), tasks[2].remove_done_callback(tick))
    print("names:", [t.get_name() for t in tasks])
    me = asyncio.current_task()
    print("me:", me.get_name().startswith("Task-"), me in asyncio.all_tasks(), me.done())
    print("live:", len(asyncio.all_tasks()))
    await asyncio.sleep(0.05)
    print("done flags:", [t.done() for t in tasks])
    print("exception of first:", tasks[0].exception())
    print("cancel third:", tasks[2].cancel("shutting down"), "again:", tasks[2].cancel())
    print("cancelled before it ran its step:", tasks[2].cancelled())
    await asyncio.sleep(0)
    print("cancelled now:", tasks[2].cancelled(), tasks[2].done())
    try:
        tasks[2].result()
    except asyncio.CancelledError as e:
        print("result() raised CancelledError:", e.args)
    try:
        tasks[2].exception()
    except asyncio.CancelledError:
        print("exception() raises CancelledError too")
    pending = asyncio.create_task(job(0.5, "late"))
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    try:
        pending.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    print("late:", await pending)
    print("cancel a finished task:", pending.cancel())
    print("callbacks ran:", counter["done"])
    return len(log)


def main():
    print(asyncio.run(runner()))
    for line in log:
        print(" ", line)

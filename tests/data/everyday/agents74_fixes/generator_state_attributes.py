"""A job pipeline that reports where each of its generator stages is."""
import asyncio
import inspect


def stage_state(gen) -> str:
    if gen.gi_running:
        return "running"
    if gen.gi_suspended:
        return "suspended"
    state = inspect.getgeneratorstate(gen)
    return "finished" if state == inspect.GEN_CLOSED and gen.gi_frame is None else "created"


def numbers(limit):
    for n in range(limit):
        yield n


def doubled(source):
    for n in source:
        yield n * 2


def chained(first, second):
    yield "start"
    got = yield from first
    yield f"first returned {got}"
    yield from second


def first_part():
    yield "a"
    yield "b"
    return 2


def self_aware():
    me = yield
    yield me.gi_running, me.gi_suspended, me.gi_yieldfrom, inspect.getgeneratorstate(me)


async def fetch(n):
    await asyncio.sleep(0)
    return n * 10


async def runner():
    coro = fetch(3)
    print("coroutine:", coro.cr_running, coro.cr_suspended, coro.cr_await, coro.cr_origin, coro.__name__)
    value = await coro
    print("awaited:", value, coro.cr_frame is None, coro.cr_running, coro.cr_suspended, coro.cr_await)
    return value


def main():
    src = numbers(3)
    pipe = doubled(src)
    print(stage_state(src), stage_state(pipe), pipe.__name__, pipe.__qualname__)
    print(next(pipe), stage_state(src), stage_state(pipe), pipe.gi_yieldfrom)
    print(list(pipe), stage_state(src), stage_state(pipe), pipe.gi_frame)
    inner = first_part()
    outer = chained(inner, iter(()))
    print(outer.gi_yieldfrom, next(outer), outer.gi_yieldfrom)
    print(next(outer), outer.gi_yieldfrom is inner, inner.gi_suspended)
    print(next(outer), next(outer), outer.gi_yieldfrom, inner.gi_frame is None)
    outer.close()
    print("closed:", stage_state(outer), outer.gi_suspended, outer.gi_running)
    g = self_aware()
    next(g)
    print(g.send(g))
    lazy = (x * x for x in range(3))
    print(lazy.__name__, stage_state(lazy), next(lazy), stage_state(lazy), sum(lazy), stage_state(lazy))
    print(asyncio.run(runner()))
    try:
        inspect.getgeneratorstate([1])
    except AttributeError as exc:
        print("not a generator:", exc)
    return stage_state(src)


if __name__ == "__main__":
    main()

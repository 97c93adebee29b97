"""Retry policies built from closures and classes: decorator factories whose wrappers keep
the wrapped function's metadata and count calls, the closure cells read back, backoff
schedules as ranges, and the final failure re-raised with its handled context."""
import functools
import sys


class TransientError(Exception):
    pass


class GaveUp(Exception):
    pass


def retry(attempts, backoff=2):
    schedule = range(1, backoff ** attempts, backoff)

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            waited = []
            for delay in schedule:
                try:
                    return fn(*args, **kwargs), waited
                except TransientError:
                    waited.append(delay)
                    last = sys.exc_info()[1]
            raise GaveUp(f"{fn.__name__} failed after {len(waited)} tries") from last
        wrapper.calls = 0
        return wrapper
    return decorate


def flaky(succeed_on):
    state = {"n": 0}

    def call(x):
        state["n"] += 1
        if state["n"] < succeed_on:
            raise TransientError(f"try {state['n']}")
        return x * 10
    return call


@retry(3)
def fetch(key, *, fail_until=2):
    """Fetch one key."""
    fetch.calls += 1
    if fetch.calls < fail_until:
        raise TransientError(key)
    return key.upper()


def main():
    print(fetch.__name__, fetch.__doc__, fetch.__wrapped__.__name__, fetch.__wrapped__.__kwdefaults__)
    print(fetch("a"), fetch.calls)
    fetch.calls = 0
    print(fetch("b", fail_until=3), fetch.calls)
    fetch.calls = 0
    try:
        fetch("c", fail_until=9)
    except GaveUp as e:
        print("GaveUp:", e, "| cause:", repr(e.__cause__), "| context is cause:", e.__context__ is e.__cause__)
    call = flaky(3)
    cells = {name: cell.cell_contents for name, cell in zip(call.__code__.co_freevars, call.__closure__)}
    print(call.__qualname__, call.__code__.co_freevars, cells)
    wrapped = retry(2, backoff=3)(call)
    print(wrapped(4), cells["state"], wrapped.__qualname__)
    r = range(1, 3 ** 2, 3)
    print(list(r), r.index(7), r.count(4), r[-1], r == range(1, 8, 3))
    return fetch.__wrapped__.__qualname__

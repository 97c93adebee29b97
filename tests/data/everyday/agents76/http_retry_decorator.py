"""A retry decorator with arguments (functools.wraps) around flaky simulated HTTP calls."""
import functools
import time


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


CALL_LOG: list[str] = []


def retry(times: int = 3, on: tuple[type[BaseException], ...] = (TransientError,), backoff: float = 0.5):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            delay = backoff
            for attempt in range(1, times + 1):
                try:
                    result = fn(*args, **kwargs)
                except on as exc:
                    CALL_LOG.append(f"{fn.__name__}#{attempt} failed: {exc}")
                    if attempt == times:
                        raise RuntimeError(f"{fn.__name__} gave up after {times} attempts") from exc
                    wrapper.slept += delay
                    delay *= 2
                else:
                    CALL_LOG.append(f"{fn.__name__}#{attempt} ok")
                    return result
        wrapper.slept = 0.0
        return wrapper
    return decorate


def timed(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        inner.calls += 1
        return fn(*a, **k)
    inner.calls = 0
    return inner


def flaky(failures: int):
    state = {"left": failures}

    def call(path: str) -> dict:
        if state["left"] > 0:
            state["left"] -= 1
            raise TransientError(f"503 on {path}")
        return {"path": path, "status": 200}
    return call


backend = flaky(2)


@timed
@retry(times=4, backoff=0.25)
def get_user(user_id: int) -> dict:
    """Fetch one user."""
    return backend(f"/users/{user_id}")


@retry(times=2)
def get_orders(user_id: int) -> dict:
    raise TransientError(f"timeout for {user_id}")


@retry(on=(TransientError,))
def delete_user(user_id: int):
    raise PermanentError("403 forbidden")


def main():
    print(get_user(7), "calls:", get_user.calls)
    print(get_user.__name__, "|", get_user.__doc__, "|", get_user.__wrapped__.__name__)
    print("slept:", get_user.__wrapped__.slept)
    try:
        get_orders(7)
    except RuntimeError as err:
        print("error:", err, "| cause:", repr(err.__cause__), "| context same:", err.__context__ is err.__cause__)
    try:
        delete_user(1)
    except PermanentError as err:
        print("not retried:", err)
    for line in CALL_LOG:
        print(" ", line)
    fast = functools.partial(get_user, 8)
    print(fast(), fast.func.__name__, fast.args)
    print(isinstance(time.monotonic(), float))
    return len(CALL_LOG)


if __name__ == "__main__":
    main()

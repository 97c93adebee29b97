"""Decorators with arguments: retry, timing on a fake clock, call logging and validation."""
import functools


class Clock:
    t = 0.0


def retry(times=3, exceptions=(Exception,), backoff=0.5):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            delay = backoff
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    wrapper.failures += 1
                    if attempt == times:
                        raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from exc
                    print(f"  {fn.__name__}: attempt {attempt} failed ({exc}); sleeping {delay}")
                    Clock.t += delay
                    delay *= 2
        wrapper.failures = 0
        return wrapper
    return decorator


def logged(prefix=">>"):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in sorted(kwargs.items())]
            result = fn(*args, **kwargs)
            print(f"{prefix} {fn.__qualname__}({', '.join(parts)}) = {result!r}")
            return result
        return wrapper
    return decorator


def validate(**checks):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(**kwargs):
            for name, check in checks.items():
                if name in kwargs and not check(kwargs[name]):
                    raise ValueError(f"{fn.__name__}: invalid {name}={kwargs[name]!r}")
            return fn(**kwargs)
        return wrapper
    return decorator


def make_flaky(fail_first):
    state = {"calls": 0}

    def fetch(url):
        state["calls"] += 1
        if state["calls"] <= fail_first:
            raise ConnectionError(f"reset #{state['calls']}")
        return f"200 OK {url}"
    return fetch


@retry(times=4, exceptions=(ConnectionError,))
def fetch_a(url):
    """Fetch with retries."""
    return flaky_a(url)


@retry(times=2, exceptions=(ConnectionError,))
def fetch_b(url):
    return flaky_b(url)


flaky_a = make_flaky(2)
flaky_b = make_flaky(5)


class Calculator:
    def __repr__(self):
        return "Calculator()"

    @logged()
    def add(self, a, b=0):
        return a + b

    @staticmethod
    @logged(prefix="##")
    def scale(x, *, factor=2):
        return x * factor


@validate(qty=lambda q: isinstance(q, int) and q > 0, sku=str.isalnum)
def order(*, sku, qty=1):
    return f"{qty} x {sku}"


def main():
    print(fetch_a("/a"), "failures:", fetch_a.failures, "t:", Clock.t)
    try:
        fetch_b("/b")
    except RuntimeError as e:
        print("error:", e, "| cause:", repr(e.__cause__))
    print(fetch_a.__name__, fetch_a.__doc__, fetch_a.__wrapped__.__name__, fetch_b.__doc__)
    c = Calculator()
    c.add(2, b=5)
    c.add("x", "y")
    Calculator.scale(21)
    c.scale(3, factor=10)
    print(order(sku="ABC1", qty=3), order(sku="Z9"))
    for kwargs in ({"sku": "AB-1"}, {"sku": "ok", "qty": 0}):
        try:
            order(**kwargs)
        except ValueError as e:
            print(e)
    return fetch_a.failures


if __name__ == "__main__":
    main()

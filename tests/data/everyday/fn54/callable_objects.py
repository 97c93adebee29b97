"""Rate limiting and memoising with class-based decorators that keep the wrapped function's
name and docstring through functools.update_wrapper, next to partial objects."""
import functools


class Memo:
    """Cache results of a one-argument function."""

    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.cache = {}
        self.hits = 0

    def __call__(self, arg):
        if arg in self.cache:
            self.hits += 1
            return self.cache[arg]
        value = self.cache[arg] = self.__wrapped__(arg)
        return value


class Limit:
    def __init__(self, most):
        self.most = most

    def __call__(self, fn):
        calls = []

        @functools.wraps(fn)
        def limited(*args):
            if len(calls) >= self.most:
                raise RuntimeError(f"{fn.__name__} called more than {self.most} times")
            calls.append(args)
            return fn(*args)
        limited.calls = calls
        return limited


@Memo
def slow_square(n):
    """Square n, slowly."""
    return n * n


@Limit(2)
def send(to, text):
    """Send a message."""
    return f"sent {text!r} to {to}"


@functools.lru_cache(maxsize=32)
def rate_for(currency):
    """Look a rate up."""
    return {"USD": 1.1, "CHF": 0.95}.get(currency, 1.0)


def price(amount, rate, *, currency="EUR"):
    return f"{amount * rate:.2f} {currency}"


def main():
    print([slow_square(n) for n in (3, 4, 3, 3)], slow_square.hits)
    print(slow_square.__name__, "-", slow_square.__doc__, "-", type(slow_square).__name__)
    print(Memo.__doc__, Limit.__doc__, Memo.__module__ == __name__)
    print(send("ann", "hi"), send("bob", "yo"))
    try:
        send("cy", "again")
    except RuntimeError as exc:
        print("refused:", exc)
    print(send.__name__, send.__doc__, send.calls)
    usd = functools.partial(price, rate=1.1, currency="USD")
    print(usd(10), usd(5, currency="CHF"))
    tenfold = functools.partial(usd, 10)
    print(tenfold(), tenfold.func is price, tenfold.args, tenfold.keywords, type(tenfold).__name__)
    try:
        functools.partial(3)
    except TypeError as exc:
        print("TypeError:", exc)
    print(rate_for("USD"), rate_for("USD"), rate_for.__name__, rate_for.__doc__, rate_for.__wrapped__("CHF"))
    print(rate_for.cache_info().hits, rate_for.__qualname__)
    return slow_square.hits

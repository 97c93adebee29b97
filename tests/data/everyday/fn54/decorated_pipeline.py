"""An ETL step runner whose steps are wrapped by logging, retrying and counting decorators."""
import functools
import time


def logged(fn):
    """Print each call of `fn` by name."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print(f"-> {fn.__name__}{args}")
        result = fn(*args, **kwargs)
        print(f"<- {fn.__name__} = {result!r}")
        return result
    return wrapper


def retry(times=2, on=(ValueError,)):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    print(f"   {fn.__qualname__} attempt {attempt} failed: {exc}")
            return None
        wrapper.attempts = times
        return wrapper
    return decorate


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            elapsed = time.perf_counter() - start
            wrapper.total += elapsed
            wrapper.runs += 1
    wrapper.total = 0.0
    wrapper.runs = 0
    return wrapper


@logged
@counted
def extract(source):
    """Split a CSV-ish line into fields."""
    return [part.strip() for part in source.split(",")]


@retry(times=3)
def parse_amount(text):
    """Parse an amount in cents."""
    return int(text.replace(".", ""))


@timed
def load(rows, *, table="ledger"):
    return f"{len(rows)} rows into {table}"


def main():
    fields = extract("2024-06-01, 12.50, coffee")
    extract(" a ,b ")
    amounts = [parse_amount(x) for x in ["12.50", "n/a", "3.99"]]
    print("amounts:", amounts)
    print(load(fields), load([], table="archive"))
    print("extract:", extract.__name__, "|", extract.__doc__, "| calls:", extract.calls)
    print("parse_amount:", parse_amount.__name__, parse_amount.attempts, parse_amount.__doc__)
    print("wrapped:", extract.__wrapped__.__name__, extract.__wrapped__.__wrapped__("x,y"))
    print("load timed:", load.runs, load.total >= 0.0, load.__kwdefaults__)
    print("qualnames:", retry.__qualname__, parse_amount.__wrapped__.__qualname__)
    print("module:", extract.__module__ == __name__, sorted(vars(load)))
    return extract.calls


if __name__ == "__main__":
    main()

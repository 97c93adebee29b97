"""Decorators for a tiny API layer: argument validation, call counting, memoising, retries."""
import functools
import inspect


class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field


def validate(**rules):
    def decorator(fn):
        sig = inspect.signature(fn)

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            bound = sig.bind(*args, **kwargs)
            bound.apply_defaults()
            for name, rule in rules.items():
                value = bound.arguments[name]
                problem = rule(value)
                if problem:
                    raise ValidationError(name, problem)
            return fn(*bound.args, **bound.kwargs)
        return wrapper
    return decorator


def positive(v):
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        return f"expected a number, got {type(v).__name__}"
    return None if v > 0 else f"must be > 0, got {v}"


def one_of(*choices):
    def rule(v):
        return None if v in choices else f"must be one of {', '.join(choices)}"
    return rule


def non_empty(v):
    return None if v and v.strip() else "must not be blank"


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


def memoize(fn):
    store = {}

    @functools.wraps(fn)
    def wrapper(*args):
        if args not in store:
            store[args] = fn(*args)
        return store[args]
    wrapper.store = store
    return wrapper


def retry(times, on=(ConnectionError,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    print(f"    attempt {attempt} failed: {exc}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts")
        return wrapper
    return decorator


FLAKY = {"n": 0}


@retry(3)
@counted
def fetch_rate(currency):
    FLAKY["n"] += 1
    if FLAKY["n"] % 3 != 0:
        raise ConnectionError(f"timeout #{FLAKY['n']}")
    return {"EUR": 1.0, "USD": 1.08, "GBP": 0.86}[currency]


@memoize
@counted
def shipping_cost(weight_kg, zone):
    return round(4.5 + weight_kg * {"A": 1.2, "B": 2.0}[zone], 2)


@validate(amount=positive, currency=one_of("EUR", "USD", "GBP"), memo=non_empty)
def create_payment(amount, currency="EUR", *, memo="payment"):
    return f"{amount:.2f} {currency} ({memo})"


def main():
    print(create_payment(12.5))
    print(create_payment(99, "USD", memo="invoice 7"))
    for args, kwargs in [((-3,), {}), ((10, "JPY"), {}), (("10",), {}), ((5,), {"memo": "  "}), ((True,), {})]:
        try:
            create_payment(*args, **kwargs)
        except ValidationError as err:
            print(f"invalid {err.field}: {err}")
    try:
        create_payment(1, 2, 3)
    except TypeError as err:
        print("TypeError:", err)
    for w, z in [(1, "A"), (2.5, "B"), (1, "A"), (2.5, "B"), (3, "A")]:
        print(f"ship {w}kg zone {z}: {shipping_cost(w, z)}")
    print("computed", shipping_cost.__wrapped__.calls, "times; memo keys", sorted(shipping_cost.store))
    print("USD rate:", fetch_rate("USD"))
    print("calls to fetch_rate:", fetch_rate.__wrapped__.calls)
    FLAKY["n"] = 10
    try:
        fetch_rate("GBP")
    except RuntimeError as err:
        print("gave up:", err)
    print(create_payment.__name__, inspect.signature(create_payment))


if __name__ == "__main__":
    main()

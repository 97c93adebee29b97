"""Shipping quotes with memoised zone lookups, partial fee rules and custom sorting."""
from functools import cmp_to_key, lru_cache, partial, reduce, singledispatch, wraps
from decimal import Decimal
import operator

ZONES = {"NL": 1, "BE": 1, "DE": 2, "FR": 2, "ES": 3, "US": 4, "JP": 4}
BASE = {1: 4.95, 2: 7.50, 3: 9.90, 4: 24.00}

calls = []


def traced(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)
    return inner


@lru_cache(maxsize=8)
def zone_for(country: str) -> int:
    calls.append(f"lookup {country}")
    return ZONES.get(country, 4)


@traced
def surcharge(kind: str, rate: float, weight_kg: float) -> float:
    """Weight-based surcharge for a named rule."""
    return round(max(0.0, weight_kg - 2) * rate, 2)


fuel = partial(surcharge, "fuel", 0.35)
bulky = partial(surcharge, "bulky", rate=1.10)


@singledispatch
def fmt(value) -> str:
    return str(value)


@fmt.register
def _(value: float) -> str:
    return f"€{value:,.2f}"


@fmt.register
def _(value: Decimal) -> str:
    return f"€{value:,.2f} (exact)"


@fmt.register(list)
def _(value) -> str:
    return "[" + ", ".join(fmt(v) for v in value) + "]"


def quote(country: str, weight: float, oversize: bool = False) -> float:
    z = zone_for(country)
    parts = [BASE[z], fuel(weight)]
    if oversize:
        parts.append(bulky(weight_kg=weight))
    return round(reduce(operator.add, parts, 0.0), 2)


def by_cost_then_country(a, b):
    if a[1] != b[1]:
        return -1 if a[1] < b[1] else 1
    return (a[0] > b[0]) - (a[0] < b[0])


def main():
    orders = [("DE", 1.2), ("US", 5.0), ("NL", 3.5), ("DE", 12.0), ("JP", 2.0), ("BE", 3.5), ("BR", 1.0), ("NL", 0.4)]
    quotes = [(c, quote(c, w, oversize=w > 10)) for c, w in orders]
    for (c, w), (_, q) in zip(orders, quotes):
        print(f"{c} {w:>5.1f}kg zone {zone_for(c)} -> {fmt(q)}")
    ranked = sorted(quotes, key=cmp_to_key(by_cost_then_country))
    print("cheapest first:", ranked[:4])
    info = zone_for.cache_info()
    print(f"hits={info.hits} misses={info.misses} size={info.currsize}/{info.maxsize}")
    print("lookups:", [c for c in calls if c.startswith("lookup")])
    print("surcharge calls:", calls.count("surcharge"), surcharge.__name__, surcharge.__doc__)
    print(fuel.func.__name__, fuel.args, bulky.keywords)
    print(fmt(Decimal("1234.5")), fmt([1.5, 2]), fmt("x"), fmt.dispatch(bool).__name__)
    total = reduce(lambda acc, q: acc + q[1], quotes, 0)
    print(f"total {total:.2f}", reduce(max, (q for _, q in quotes)))
    zone_for.cache_clear()
    print(zone_for.cache_info().currsize)
    return len(quotes)


if __name__ == "__main__":
    main()

"""Quote shipping for parcels: carriers, zones, and a cheapest-first ranking."""
from functools import lru_cache, partial, reduce, cmp_to_key, total_ordering, wraps
import operator

ZONES = {"DE": 1, "FR": 2, "NL": 2, "ES": 3, "US": 5, "JP": 5}

CARRIERS = {
    "postal": {"base": 4.50, "per_kg": 1.10, "zone_factor": 0.35, "max_kg": 20, "days": 5},
    "express": {"base": 11.00, "per_kg": 2.40, "zone_factor": 0.20, "max_kg": 30, "days": 2},
    "freight": {"base": 45.00, "per_kg": 0.60, "zone_factor": 0.10, "max_kg": 500, "days": 7},
}

calls = {"n": 0}


def counted(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        calls["n"] += 1
        return fn(*args, **kwargs)
    return inner


@lru_cache(maxsize=64)
@counted
def price(carrier, country, kg):
    c = CARRIERS[carrier]
    if kg > c["max_kg"]:
        return None
    zone = ZONES[country]
    return round((c["base"] + c["per_kg"] * kg) * (1 + c["zone_factor"] * (zone - 1)), 2)


@total_ordering
class Quote:
    def __init__(self, carrier, amount, days):
        self.carrier, self.amount, self.days = carrier, amount, days

    def __eq__(self, other):
        return (self.amount, self.days) == (other.amount, other.days)

    def __lt__(self, other):
        return (self.amount, self.days) < (other.amount, other.days)

    def __repr__(self):
        return f"{self.carrier}@{self.amount:.2f}/{self.days}d"


def quotes_for(country, kg):
    out = []
    for name, c in CARRIERS.items():
        p = price(name, country, kg)
        if p is not None:
            out.append(Quote(name, p, c["days"]))
    return out


def prefer_fast_if_close(a, b):
    """Cheaper wins unless the faster one costs at most 10 % more."""
    cheap, dear = (a, b) if a.amount <= b.amount else (b, a)
    if dear.days < cheap.days and dear.amount <= cheap.amount * 1.10:
        winner = dear
    else:
        winner = cheap
    return -1 if winner is a else 1


ORDERS = [("DE", 2.0), ("FR", 2.0), ("US", 12.5), ("JP", 31.0), ("ES", 2.0), ("DE", 2.0), ("NL", 7.25)]


def main():
    total = 0.0
    for country, kg in ORDERS:
        qs = quotes_for(country, kg)
        ranked = sorted(qs)
        smart = sorted(qs, key=cmp_to_key(prefer_fast_if_close))
        best = smart[0]
        total += best.amount
        print(f"{country} {kg:>5}kg cheapest={ranked[0]!r:<20} chosen={best!r}")
    print(f"total {total:.2f}; priced {calls['n']} times;", price.cache_info())
    to_de = partial(price, "postal", "DE")
    print([to_de(kg) for kg in (1, 5, 25)], to_de.func.__name__, to_de.args)
    weights = [kg for _, kg in ORDERS]
    print(reduce(operator.add, weights), reduce(max, weights), reduce(lambda acc, kg: acc + (kg > 5), weights, 0))
    print(Quote("a", 1, 2) <= Quote("b", 1, 3), Quote("a", 5, 1) >= Quote("b", 4, 9), max(quotes_for("FR", 3)))
    price.cache_clear()
    print(price.cache_info().currsize, price.__wrapped__.__name__)
    return round(total, 2)


if __name__ == "__main__":
    main()

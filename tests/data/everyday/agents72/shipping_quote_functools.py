"""Quote shipments with functools: cached zone lookups, partial rate cards, reduce, cmp_to_key."""
from functools import cmp_to_key, lru_cache, partial, reduce, total_ordering
from operator import mul

ZONES = {"10": 1, "11": 1, "20": 2, "21": 2, "30": 3, "94": 5, "98": 5}
BASE_RATES = {1: 4.90, 2: 6.40, 3: 8.10, 5: 12.75}


@lru_cache(maxsize=32)
def zone_for(postcode: str) -> int:
    return ZONES.get(postcode[:2], 4)


def rate(weight_kg: float, zone: int, *, per_kg: float, surcharge: float = 0.0) -> float:
    base = BASE_RATES.get(zone, 10.0)
    return round(base + max(weight_kg - 1, 0) * per_kg + surcharge, 2)


standard = partial(rate, per_kg=1.10)
express = partial(rate, per_kg=1.80, surcharge=5.0)


@total_ordering
class Quote:
    def __init__(self, carrier: str, price: float, days: int):
        self.carrier, self.price, self.days = carrier, price, days

    def __eq__(self, other):
        return (self.price, self.days) == (other.price, other.days)

    def __lt__(self, other):
        return (self.price, self.days) < (other.price, other.days)

    def __repr__(self):
        return f"Quote({self.carrier!r}, {self.price:.2f}, {self.days}d)"


def prefer_fast_if_cheap(a: Quote, b: Quote) -> int:
    """Prefer the faster quote when it costs at most 15% more."""
    if a.days != b.days:
        fast, slow = (a, b) if a.days < b.days else (b, a)
        if fast.price <= slow.price * 1.15:
            return -1 if fast is a else 1
    return (a.price > b.price) - (a.price < b.price)


def main():
    parcels = [("10115", 0.8, (30, 20, 10)), ("94107", 4.2, (60, 40, 40)), ("30001", 2.5, (40, 30, 20)),
               ("11011", 12.0, (80, 60, 50)), ("55555", 1.0, (20, 20, 20)), ("10115", 3.0, (30, 30, 30))]
    for postcode, weight, dims in parcels:
        zone = zone_for(postcode)
        volumetric = reduce(mul, dims, 1) / 5000
        billable = max(weight, volumetric)
        quotes = [Quote("std", standard(billable, zone), 4), Quote("exp", express(billable, zone), 1),
                  Quote("eco", round(standard(billable, zone) * 0.85, 2), 7)]
        cheapest = min(quotes)
        chosen = sorted(quotes, key=cmp_to_key(prefer_fast_if_cheap))[0]
        print(f"{postcode} zone {zone} billable {billable:5.2f}kg cheapest={cheapest} chosen={chosen}")
    info = zone_for.cache_info()
    print(f"zone cache: hits={info.hits} misses={info.misses} size={info.currsize}")
    total = reduce(lambda acc, q: acc + q, [standard(1.5, z) for z in (1, 2, 3)], 0.0)
    print(f"sample total {total:.2f}", standard.keywords, express.func.__name__)
    print(Quote("a", 1, 2) <= Quote("b", 1, 3), Quote("a", 2, 1) >= Quote("b", 1, 9))
    zone_for.cache_clear()
    print(zone_for.cache_info())


if __name__ == "__main__":
    main()

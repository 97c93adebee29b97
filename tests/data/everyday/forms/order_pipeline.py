ORDERS = [
    {"id": 1, "items": [("pen", 2), ("pad", 1)], "country": "US"},
    {"id": 2, "items": [("ink", 10)], "country": "DE"},
    {"id": 3, "items": [], "country": "US"},
    {"id": 4, "items": [("pen", 1), ("ink", 1), ("pad", 3)], "country": "FR"},
]
PRICE = {"pen": 1.5, "pad": 3.0, "ink": 0.8}


def valid(orders):
    for o in orders:
        if o["items"]:
            yield o


def priced(orders):
    for o in orders:
        yield o["id"], sum(PRICE[name] * qty for name, qty in o["items"]), o["country"]


def main() -> None:
    totals = list(priced(valid(ORDERS)))
    for oid, total, country in totals:
        print(f"order {oid} ({country}): {total:.2f}")
    by_country = {}
    for _, total, country in totals:
        by_country[country] = by_country.get(country, 0) + total
    print({c: round(t, 2) for c, t in by_country.items()})
    print("skipped:", [o["id"] for o in ORDERS if not o["items"]])

"""Pretty-print a service configuration before and after merging overrides."""
from pprint import pprint, pformat

BASE = {
    "service": "billing",
    "replicas": 3,
    "database": {"host": "db.internal", "port": 5432, "pool": {"min": 2, "max": 20}, "options": ["sslmode=require", "connect_timeout=10"]},
    "features": ["invoices", "refunds", "dunning", "tax-calculation", "multi-currency", "webhooks"],
    "limits": (100, 250, 1000),
    "owners": [],
    "notes": "Billing service handles invoicing and payments for every region we operate in, including EU VAT.",
}

OVERRIDES = {"replicas": 5, "database": {"pool": {"max": 50}}, "owners": ["ana@example.com", "ben@example.com"]}


def merge(base, over):
    out = dict(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


def main():
    pprint(BASE)
    merged = merge(BASE, OVERRIDES)
    print("--- merged")
    pprint(merged)
    print("--- small")
    pprint({"b": 1, "a": [1, 2], "c": {}})
    text = pformat(merged["database"])
    print(text)
    print(pformat(list(range(40))))
    pprint([("alpha", 1), ("beta", 2)])
    return len(pformat(merged).splitlines())

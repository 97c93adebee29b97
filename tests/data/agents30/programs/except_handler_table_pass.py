# prove: proved
"""Each kind of job names the exception it tolerates in a table (`except handlers[kind]`);
a quote that does not parse falls back to a default price."""
from tools.agents.trusted.effects import quote, send

TOLERATED = {"price": ValueError, "page": (TimeoutError, ConnectionError)}


def price_of(item: str) -> int:
    try:
        return quote(item)
    except TOLERATED["price"]:
        return 100


def main() -> int:
    total = 0
    for item in ["lamp", "desk"]:
        total += price_of(item)
    send("buyer", f"total {total}")
    assert 0 <= total <= 2000
    return total

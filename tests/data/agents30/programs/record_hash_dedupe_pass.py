# prove: proved
"""Deduplicates fetched endpoints in a set, keyed by a class with its own `__hash__`/`__eq__`."""
from tools.agents.trusted.effects import ask


class Endpoint:
    def __init__(self, host: str, port: int):
        self.host = host.lower()
        self.port = port

    def __eq__(self, other):
        if not isinstance(other, Endpoint):
            return NotImplemented
        return self.host == other.host and self.port == other.port

    def __hash__(self):
        return hash((self.host, self.port))

    def __repr__(self):
        return f"{self.host}:{self.port}"


def main() -> int:
    seen = set()
    order = []
    for raw in ["API.example.org", "api.example.org", "db.example.org"]:
        e = Endpoint(raw, 443)
        if e not in seen:
            seen.add(e)
            order.append(e)
    print(order, len(seen))
    assert len(seen) == 2
    return len(seen)

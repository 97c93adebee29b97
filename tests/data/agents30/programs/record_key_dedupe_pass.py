# prove: proved
"""Deduplicates endpoints by a key tuple their class computes, keeping the first of each."""
from tools.agents.trusted.effects import ask


class Endpoint:
    def __init__(self, host: str, port: int):
        self.host = host
        self.port = port

    def key(self) -> tuple:
        return (self.host, self.port)

    def __eq__(self, other):
        if not isinstance(other, Endpoint):
            return NotImplemented
        return self.key() == other.key()

    __hash__ = None

    def __repr__(self):
        return f"{self.host}:{self.port}"


def main() -> int:
    seen = {}
    for _ in range(3):
        raw = ask("host?")
        e = Endpoint(raw, 443)
        if e.key() not in seen:
            seen[e.key()] = e
    kept = list(seen.values())
    print(kept, kept[0] == Endpoint(kept[0].host, 443), kept[0] == "x")
    assert len(kept) <= 3
    return len(kept)

# prove: failed assertion
"""Counts replies per sender in a dict keyed by instances; the claim that every sender wrote once is wrong."""
from tools.agents.trusted.effects import ask


class Sender:
    def __init__(self, address: str):
        self.address = address.strip().lower()

    def __eq__(self, other):
        return isinstance(other, Sender) and self.address == other.address

    def __hash__(self):
        return hash(self.address)


def main() -> int:
    counts = {}
    for _ in range(3):
        s = Sender(ask("from?"))
        counts[s] = counts.get(s, 0) + 1
    for s, n in counts.items():
        print(s.address, n)
    assert all(n == 1 for n in counts.values())
    return len(counts)

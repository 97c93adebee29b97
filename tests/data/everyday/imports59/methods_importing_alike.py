"""A small class whose methods each import what they use; two import the same module."""
import json


class Ledger:
    def __init__(self):
        self.entries = []

    def add(self, who, cents):
        from decimal import Decimal

        self.entries.append((who, Decimal(cents) / 100))

    def dump(self):
        import json

        return json.dumps([[w, str(a)] for w, a in self.entries])

    def largest(self):
        import heapq

        return heapq.nlargest(2, self.entries, key=lambda e: e[1])


def main():
    ledger = Ledger()
    for who, cents in [("ana", 1250), ("ben", 999), ("cleo", 20000)]:
        ledger.add(who, cents)
    print(ledger.dump())
    print(ledger.largest())
    print(json.loads(ledger.dump())[0])

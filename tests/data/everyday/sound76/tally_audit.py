"""Tally events by a key class that audits its own hashing and comparisons, as a test double
would: the audit's counts are part of the output."""
from collections import Counter, OrderedDict, defaultdict


class Sku:
    audit = {"hash": 0, "eq": 0}

    def __init__(self, code):
        self.code = code

    def __hash__(self):
        Sku.audit["hash"] += 1
        return len(self.code)

    def __eq__(self, other):
        Sku.audit["eq"] += 1
        return isinstance(other, Sku) and self.code == other.code

    def __repr__(self):
        return f"Sku({self.code!r})"


def audited(label, make):
    Sku.audit = {"hash": 0, "eq": 0}
    result = make()
    print(f"{label:<28} {result!r:<44} hash={Sku.audit['hash']} eq={Sku.audit['eq']}")


def main():
    events = ["ab", "cd", "ab", "ef", "cd", "ab"]

    def by_defaultdict():
        counts = defaultdict(int)
        for code in events:
            counts[Sku(code)] += 1
        return sorted((k.code, v) for k, v in counts.items())

    def by_ordered():
        seen = OrderedDict()
        for code in events:
            seen[Sku(code)] = seen.get(Sku(code), 0) + 1
        seen.setdefault(Sku("zz"), 0)
        # Looked up, not iterated: CPython's OrderedDict iteration hashes each key again.
        return len(seen), [seen[Sku(code)] for code in ("ab", "cd", "ef", "zz")]

    audited("defaultdict tally", by_defaultdict)
    audited("OrderedDict tally", by_ordered)
    left = Counter({Sku("ab"): 2, Sku("cde"): 0})
    right = Counter({Sku("ab"): 2})
    audited("Counter == (zero count)", lambda: (left == right, left != right))
    stock = {Sku("ab"), Sku("cd")}
    audited("issuperset of a list", lambda: stock.issuperset([Sku("ef"), Sku("ab")]))
    audited("isdisjoint of a list", lambda: stock.isdisjoint([Sku("ef"), Sku("cd"), Sku("ab")]))
    audited("issubset of a tuple", lambda: stock.issubset((Sku("cd"), Sku("ab"))))
    audited("isdisjoint of sets", lambda: stock.isdisjoint({Sku("ab"), Sku("xy")}))
    audited("frozenset ==", lambda: frozenset(stock) == {Sku("cd"), Sku("ab")})
    for change in [-0.004, -0.05, 0.0, -0.0, 1.25]:
        print(f"change {change!r:>7}: {change:z.2f} {change:+z.1f} {change:z.1%} {change:.2f}")

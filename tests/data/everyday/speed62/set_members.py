# Sets whose members own nothing (ints, floats, bools, None) and sets holding strings,
# tuples and frozensets, built, combined, emptied and let go in a loop; and the call-site
# methods `append`, `get` and `setdefault` with every wrong argument count, on the plain
# types and their collections subclasses.

from collections import Counter, OrderedDict, defaultdict, deque


def rounds(n: int) -> int:
    total = 0
    for r in range(n):
        small = {x for x in range(r, 200, 3)}
        words = {f"w{x}" for x in range(r, 60, 4)}
        mixed = {1, 2.5, True, None, "one", (1, 2), frozenset({3, 4})}
        both = small & {x for x in range(0, 200, 5)}
        total += len(both) + len(small | both) + len(words - {"w1", "w5"})
        small.discard(r)
        words.clear()
        total += len(mixed) + (1 if (1, 2) in mixed else 0)
    return total


def main() -> int:
    total = rounds(30)
    print("rounds", total)
    keep = {"kept", "also"}
    keep.remove("also")
    print("kept", sorted(keep))
    calls = [
        ("list.append()", lambda: [].append()),
        ("list.append(1, 2)", lambda: [].append(1, 2)),
        ("dict.get()", lambda: {}.get()),
        ("dict.get(1, 2, 3)", lambda: {}.get(1, 2, 3)),
        ("dict.setdefault()", lambda: {}.setdefault()),
        ("dict.setdefault(1, 2, 3)", lambda: {}.setdefault(1, 2, 3)),
        ("Counter.get()", lambda: Counter().get()),
        ("defaultdict.get(1, 2, 3)", lambda: defaultdict(int).get(1, 2, 3)),
        ("OrderedDict.setdefault()", lambda: OrderedDict().setdefault()),
        ("deque.append(1, 2)", lambda: deque().append(1, 2)),
    ]
    for label, call in calls:
        try:
            call()
            print(label, "ran")
        except TypeError as e:
            print(label, "TypeError:", e)
    d = {"a": 1}
    print(d.get("a"), d.get("b"), d.get("b", 0), d.setdefault("c", 3), d.setdefault("d"), d)
    xs = []
    xs.append(d.get("a"))
    print(xs)
    return total

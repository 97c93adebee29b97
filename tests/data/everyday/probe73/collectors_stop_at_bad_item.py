"""A batch importer reads records from one shared stream; each builder (a set of ids, a dict of
pairs, a minimum, a byte string, a set comprehension) stops at the record it cannot take,
and the next stage goes on from there. The stream prints each record it hands out, so the
output shows exactly how far each builder read."""

from collections import Counter


def stream(records):
    for r in records:
        print("  read", r)
        yield r


def attempt(label, build, records):
    source = stream(records)
    try:
        result = build(source)
        print(label, "->", result)
    except (TypeError, ValueError) as e:
        print(label, "stopped:", e)
    print(label, "left:", list(source))


def main():
    ids = [3, 1, ["bad"], 4]
    attempt("set", lambda s: sorted(set(s)), ids)
    attempt("frozenset", lambda s: sorted(frozenset(s)), ids)
    attempt("counter", lambda s: sorted(Counter(s).items()), ids)
    attempt("fromkeys", lambda s: dict.fromkeys(s, 0), ids)
    attempt("union", lambda s: sorted({9}.union(s)), ids)
    attempt("intersection", lambda s: sorted({1, 3}.intersection(s)), ids)
    attempt("difference", lambda s: sorted({1, 2}.difference(s)), ids)
    attempt("setcomp", lambda s: sorted({v for v in s}), ids)
    attempt("dictcomp", lambda s: {v: 1 for v in s}, ids)
    attempt("min", min, [5, 2, "x", 1])
    attempt("max", lambda s: max(s, default=None), [5, 2, "x", 1])
    pairs = [("a", 1), ("b", 2, 3), ("c", 3)]
    attempt("dict", dict, pairs)
    table = {"z": 0}
    attempt("update", table.update, pairs)
    print("table", table)
    attempt("bytes", bytes, [104, 105, 256, 33])
    seen = set()
    try:
        seen.update([7, 8, ["bad"], 9])
    except TypeError as e:
        print("update stopped:", e)
    print("seen", sorted(seen))
    kept = {1, 2, 3}
    try:
        kept.intersection_update([1, 2], [2, ["bad"]])
    except TypeError as e:
        print("intersection_update stopped:", e)
    print("kept", sorted(kept))

"""collections.defaultdict and OrderedDict as CPython has them."""
from collections import OrderedDict, defaultdict
import collections


def main():
    groups = defaultdict(list)
    for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
        groups[word[0]].append(word)
    print(groups, dict(groups), isinstance(groups, dict), groups.default_factory)
    counts = defaultdict(int)
    for ch in "mississippi":
        counts[ch] += 1
    print(counts, counts.get("z"), "z" in counts, len(counts), counts["z"], len(counts))
    sets = defaultdict(set)
    sets["a"].add(1)
    sets["a"].add(1)
    print(sets, defaultdict(str)["x"] == "", defaultdict(float)["y"], defaultdict(dict), defaultdict(tuple)[0])
    nested = defaultdict(lambda: defaultdict(int))
    nested["x"]["y"] += 2
    nested["x"]["z"] += 1
    print({k: dict(v) for k, v in nested.items()}, nested["x"]["y"])
    plain = defaultdict(None, {"k": 1})
    try:
        plain["missing"]
    except KeyError as e:
        print("KeyError:", e)
    print(plain, plain.default_factory)
    try:
        defaultdict(5)
    except TypeError as e:
        print("TypeError:", e)
    dd = defaultdict(list, a=[1])
    copy = dd.copy()
    copy["b"].append(2)
    print(dd, copy, dd | {"c": 3}, type(copy).__name__, collections.defaultdict(int, [("q", 1)]))

    od = OrderedDict()
    od["b"] = 1
    od["a"] = 2
    od["c"] = 3
    print(od, list(od), od.popitem(), od.popitem(last=False), od)
    od = OrderedDict([("x", 1), ("y", 2), ("z", 3)])
    od.move_to_end("x")
    print(list(od.items()))
    od.move_to_end("z", last=False)
    print(od, OrderedDict(), OrderedDict(a=1))
    other = OrderedDict([("z", 3), ("y", 2), ("x", 1)])
    print(od == other, od == dict(other), dict(od) == dict(other), isinstance(od, dict), od | {"w": 0})
    try:
        od.move_to_end("nope")
    except KeyError as e:
        print("KeyError:", e)
    try:
        OrderedDict().popitem()
    except KeyError as e:
        print("KeyError:", e)
    print(issubclass(OrderedDict, dict), issubclass(defaultdict, dict), issubclass(dict, OrderedDict))


if __name__ == "__main__":
    main()

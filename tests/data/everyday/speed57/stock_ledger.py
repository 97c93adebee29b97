# A stock ledger kept in plain dicts keyed by item names and bin numbers: counts read and
# written by `d[k]`, `d.get(k)` and `d.get(k, default)`, missing keys, keys of equal hash
# but other types (True and 1, 1.0 and 1, big ints), the collections dict kinds, and lists
# and deques grown by `append`, with the errors CPython gives for each misuse.
from collections import Counter, OrderedDict, defaultdict, deque

ORDERS = ["bolt", "nut", "bolt", "washer", "gear", "nut", "bolt", "spring", "gear", "bolt"]


def tally(orders: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in orders:
        counts[item] = counts.get(item, 0) + 1
    return counts


def bins(orders: list[str]) -> dict[int, list[str]]:
    by_bin: dict[int, list[str]] = {}
    for n, item in enumerate(orders):
        slot = (len(item) * 7 + n) % 5 - 2
        if by_bin.get(slot) is None:
            by_bin[slot] = []
        by_bin[slot].append(item)
    return by_bin


def noisy(label: str, value):
    print("evaluating", label)
    return value


def misuse() -> None:
    stock = {"bolt": 4}
    for attempt in ("missing key", "too many", "none given", "list get", "unhashable"):
        try:
            if attempt == "missing key":
                print(stock["nut"])
            elif attempt == "too many":
                print(stock.get("bolt", 0, 1))
            elif attempt == "none given":
                print(stock.get())
            elif attempt == "list get":
                shelf = ["bolt"]
                print(shelf.get(noisy("key", "bolt")))
            else:
                print(stock.get(["bolt"], 0))
        except (KeyError, TypeError, AttributeError) as e:
            print(attempt, type(e).__name__, e)


def equal_hashes() -> None:
    flags = {True: "yes", 2**70: "huge", 1.5: "half", -1: "minus one", "": "empty"}
    print(flags[1], flags.get(1), flags[2**70], flags.get(-1), flags[""], flags.get("x", "none"))
    floats = {1.0: "one"}
    print(floats[1], floats.get(1), floats.get(2, "two?"))
    ints = {1: "int one", -2: "minus two"}
    print(ints[True], ints.get(1.0), ints[-2], ints.get(-1, "no minus one"))
    ints[True] = "overwritten"
    ints[1.0] = "again"
    print(ints)
    names = {"a": 1}
    key = "".join(["a", ""])
    names[key] += 10
    names["b" * 2] = names.get("a") * 2
    print(names, names.get("bb"))


def kinds() -> None:
    c = Counter("bolt nut bolt".split())
    print(c["bolt"], c["gear"], c.get("gear"), c.get("gear", -1))
    c["gear"] = 3
    print(sorted(c.items()))
    dd: defaultdict[str, list[int]] = defaultdict(list)
    dd["a"].append(1)
    print(dd.get("b"), dd["b"], dict(dd))
    od = OrderedDict(x=1)
    od["y"] = 2
    od[3] = 4
    print(list(od.items()), od.get(3), od[3])


def grown() -> None:
    recent: deque[int] = deque(maxlen=3)
    for n in range(5):
        recent.append(n)
    print(list(recent))
    log: list = []
    log.append(x * x for x in range(3))
    log.append(log)
    print(len(log), sum(log[0]), log[1] is log)
    try:
        log.append()
    except TypeError as e:
        print("append", e)


def main() -> int:
    counts = tally(ORDERS)
    print(counts)
    placed = bins(ORDERS)
    print(sorted(placed.items()))
    misuse()
    equal_hashes()
    kinds()
    grown()
    return sum(counts.values()) * 100 + len(placed)

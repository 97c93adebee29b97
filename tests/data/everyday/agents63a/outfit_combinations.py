"""Enumerate outfits from a capsule wardrobe with colour rules using itertools."""
from itertools import product, combinations, chain, groupby, islice, compress, filterfalse

WARDROBE = {
    "top": [("white tee", "white"), ("navy shirt", "navy"), ("striped tee", "navy"), ("olive polo", "olive")],
    "bottom": [("jeans", "blue"), ("chinos", "beige"), ("black trousers", "black")],
    "shoes": [("white sneakers", "white"), ("brown boots", "brown"), ("black loafers", "black")],
    "layer": [(None, None), ("grey cardigan", "grey"), ("denim jacket", "blue")],
}
CLASHES = {frozenset({"navy", "black"}), frozenset({"brown", "black"}), frozenset({"blue", "blue"})}


def colours(outfit):
    return [c for _, c in outfit if c]


def clashes(outfit):
    cols = colours(outfit)
    return [pair for pair in combinations(cols, 2) if frozenset(pair) in CLASHES or (pair[0] == pair[1] == "blue")]


def describe(outfit):
    return " + ".join(name for name, _ in outfit if name)


def main():
    slots = list(WARDROBE)
    everything = list(product(*WARDROBE.values()))
    print(f"{len(everything)} raw combinations from {' x '.join(str(len(v)) for v in WARDROBE.values())}")
    good = list(filterfalse(clashes, everything))
    bad = [o for o in everything if clashes(o)]
    print(f"{len(good)} pass the colour rules, {len(bad)} clash")
    for outfit in islice(good, 5):
        print("  ", describe(outfit))
    print("first clash:", describe(bad[0]), "->", clashes(bad[0]))
    by_shoes = sorted(good, key=lambda o: o[2][0])
    for shoes, group in groupby(by_shoes, key=lambda o: o[2][0]):
        print(f"  {shoes:<15}{len(list(group)):>3} outfits")
    all_items = list(chain.from_iterable(WARDROBE.values()))
    named = [item for item in all_items if item[0]]
    usage = {name: sum(1 for o in good if (name, c) in o) for name, c in named}
    print("never usable:", [n for n, k in usage.items() if k == 0])
    print("most versatile:", max(usage, key=usage.get), max(usage.values()))
    mask = [len(v) > 3 for v in WARDROBE.values()]
    print("slots with more than 3 options:", list(compress(slots, mask)))
    week = list(islice(good, 0, len(good), max(1, len(good) // 7)))[:7]
    for day, outfit in zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], week):
        print(f"  {day}: {describe(outfit)}")
    return len(good)


if __name__ == "__main__":
    main()

"""Inventory report: a stock table filled at import, a reorder check, and a CLI-style exit."""
import sys

WAREHOUSES = ("north", "south", "east")
STOCK = {}
for index, name in enumerate(WAREHOUSES):
    STOCK[name] = {"bolts": 40 * (index + 1), "nuts": 25 + index * 7, "washers": 90 - index * 30}

REORDER_AT = {item: 30 for item in ("bolts", "nuts", "washers")}
REORDER_AT["washers"] = 45
del REORDER_AT["nuts"]

print("loaded", len(STOCK), "warehouses")

_MISSING = object()


def reorder_level(item, default=_MISSING):
    level = REORDER_AT.get(item, _MISSING)
    if level is _MISSING:
        if default is _MISSING:
            raise KeyError(item)
        return default
    return level


def low_items(site):
    out = []
    for item, count in sorted(STOCK[site].items()):
        if count < reorder_level(item, 0):
            out.append((item, count))
    return out


def main():
    total = 0
    for site in WAREHOUSES:
        items = low_items(site)
        total += len(items)
        label = ", ".join(f"{item}={count}" for item, count in items) or "ok"
        print(f"{site:>6}: {label}")
    try:
        reorder_level("nuts")
    except KeyError as e:
        print("no level for", e)
    print("sentinel checks:", _MISSING is not None, isinstance(_MISSING, object), _MISSING == _MISSING)
    return 0 if total < 3 else 1


if __name__ == "__main__":
    sys.exit(main())

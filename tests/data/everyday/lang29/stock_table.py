"""Warehouse stock: a table filled by a loop as the module loads, then a reorder report."""
import sys

SITES = ("north", "south", "east")
STOCK = {}
for index, site in enumerate(SITES):
    STOCK[site] = {"bolts": 40 * (index + 1), "nuts": 25 + index * 7, "washers": 90 - index * 30}

REORDER_AT = {item: 30 for item in ("bolts", "nuts", "washers")}
REORDER_AT["washers"] = 45
del REORDER_AT["nuts"]
STOCK["east"]["nuts"] -= 10

print("loaded", len(STOCK), "sites; reorder levels:", REORDER_AT)


def low_items(site):
    out = []
    for item, count in sorted(STOCK[site].items()):
        if count < REORDER_AT.get(item, 0):
            out.append((item, count))
    return out


def main():
    flagged = 0
    for site in SITES:
        items = low_items(site)
        flagged += len(items)
        label = ", ".join(f"{item}={count}" for item, count in items) or "ok"
        print(f"{site:>6}: {label}")
    print("east nuts:", STOCK["east"]["nuts"])
    return 0 if flagged < 3 else 1


if __name__ == "__main__":
    sys.exit(main())

"""Inventory in JSON: compute reorder quantities, flag stale items, dump a purchase order."""
import json
from operator import itemgetter
from math import ceil

INVENTORY_JSON = """
{
  "warehouse": "North-3",
  "as_of": "2024-06-30",
  "items": [
    {"sku": "BOLT-M6", "name": "Hex bolt M6", "on_hand": 1200, "daily_use": 85, "lead_days": 7, "pack": 500, "unit_cost": 0.04},
    {"sku": "NUT-M6", "name": "Hex nut M6", "on_hand": 300, "daily_use": 80, "lead_days": 7, "pack": 1000, "unit_cost": 0.02},
    {"sku": "WASH-10", "name": "Washer 10mm", "on_hand": 5000, "daily_use": 0, "lead_days": 5, "pack": 1000, "unit_cost": 0.01},
    {"sku": "GLUE-EP", "name": "Epoxy 50ml", "on_hand": 12, "daily_use": 3.5, "lead_days": 14, "pack": 12, "unit_cost": 6.75},
    {"sku": "TAPE-PT", "name": "PTFE tape", "on_hand": 40, "daily_use": 6, "lead_days": 3, "pack": 10, "unit_cost": 0.89},
    {"sku": "DRILL-5", "name": "Drill bit 5mm", "on_hand": null, "daily_use": 2, "lead_days": 10, "pack": 5, "unit_cost": 3.2}
  ]
}
"""

SAFETY_DAYS = 5


def reorder_plan(item):
    on_hand = item["on_hand"]
    if on_hand is None:
        raise KeyError(f"{item['sku']}: stock count missing")
    need = item["daily_use"] * (item["lead_days"] + SAFETY_DAYS)
    if on_hand >= need:
        return 0
    shortfall = need - on_hand
    packs = ceil(shortfall / item["pack"])
    return packs * item["pack"]


def days_of_cover(item):
    if not item["daily_use"]:
        return float("inf")
    return item["on_hand"] / item["daily_use"]


def main():
    data = json.loads(INVENTORY_JSON)
    print(f"Warehouse {data['warehouse']} as of {data['as_of']}: {len(data['items'])} SKUs")
    order, problems = [], []
    for item in data["items"]:
        try:
            qty = reorder_plan(item)
        except KeyError as err:
            problems.append(str(err))
            continue
        cover = days_of_cover(item)
        label = "never" if cover == float("inf") else f"{cover:5.1f}d"
        print(f"  {item['sku']:<8} {item['name']:<14} cover {label:>6}  reorder {qty}")
        if qty:
            order.append({"sku": item["sku"], "qty": qty, "cost": round(qty * item["unit_cost"], 2)})
    for p in problems:
        print("  problem:", p)
    order.sort(key=itemgetter("cost"), reverse=True)
    total = sum(map(itemgetter("cost"), order))
    po = {"po": "PO-0630-N3", "lines": order, "total": round(total, 2)}
    print(json.dumps(po, indent=2))
    print(json.dumps(po, separators=(",", ":"), sort_keys=True))
    slow = sorted((i for i in data["items"] if i["on_hand"] is not None),
                  key=lambda i: (i["daily_use"] == 0, -i["on_hand"] * i["unit_cost"]))
    print("by stock value:", [i["sku"] for i in slow])
    return total


if __name__ == "__main__":
    main()

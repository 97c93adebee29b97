import json

WAREHOUSE = """
[
  {"sku": "A-100", "qty": 5, "price": 12.5},
  {"sku": "B-200", "qty": 2, "price": 40.0},
  {"sku": "C-300", "qty": 10, "price": 1.25},
  {"sku": "D-400", "qty": 1, "price": 99.0}
]
"""

LEDGER = """
{"entries": [
  {"sku": "A-100", "qty": 5, "price": 12.5},
  {"sku": "B-200", "qty": 3, "price": 40.0},
  {"sku": "C-300", "qty": 10, "price": 1.20},
  {"sku": "E-500", "qty": 4, "price": 7.75}
]}
"""


def index_by_sku(items):
    return {item["sku"]: item for item in items}


def compare(left, right):
    report = {"missing_in_ledger": [], "missing_in_warehouse": [], "mismatched": [], "ok": []}
    for sku in sorted(left.keys() | right.keys()):
        a, b = left.get(sku), right.get(sku)
        if b is None:
            report["missing_in_ledger"].append(sku)
        elif a is None:
            report["missing_in_warehouse"].append(sku)
        else:
            diffs = {k: (a[k], b[k]) for k in ("qty", "price") if a[k] != b[k]}
            if diffs:
                report["mismatched"].append({"sku": sku, "diffs": diffs})
            else:
                report["ok"].append(sku)
    return report


def main():
    wh = index_by_sku(json.loads(WAREHOUSE))
    ledger = index_by_sku(json.loads(LEDGER)["entries"])
    report = compare(wh, ledger)
    for key, values in report.items():
        print(f"{key}: {len(values)}")
    for m in report["mismatched"]:
        parts = [f"{field} {old}->{new}" for field, (old, new) in m["diffs"].items()]
        print(f"  {m['sku']}: " + ", ".join(parts))
    value_wh = sum(i["qty"] * i["price"] for i in wh.values())
    value_ledger = sum(i["qty"] * i["price"] for i in ledger.values())
    print(f"value warehouse={value_wh:.2f} ledger={value_ledger:.2f} delta={value_ledger - value_wh:+.2f}")
    print(json.dumps(report, sort_keys=True))
    print(json.dumps({"summary": {k: len(v) for k, v in report.items()}}, indent=2))
    return report["ok"]


if __name__ == "__main__":
    main()

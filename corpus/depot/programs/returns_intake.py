import clauz3
from tools.depot.trusted.effects import restock, stock_level


def parse_weight(text: str) -> float:
    return float(text.strip().rstrip("kg"))


def main() -> dict[str, int]:
    rma = {"RMA-001": "bolt-m6", "RMA-002": "drill-x2", "RMA-003": "bolt-m6", "RMA-004": "saw-k1"}
    weights = {"RMA-001": " 0.4kg", "RMA-002": "2.35kg", "RMA-003": "0.5 kg", "RMA-004": "0kg"}
    condition = {"RMA-002": "damaged", "RMA-004": "missing parts"}
    back_to_stock = {}
    scrap = []
    for ticket in rma:
        sku = rma[ticket]
        note = condition.get(ticket)
        grams = int(parse_weight(weights[ticket]) * 1000)
        if note is not None:
            scrap.append(f"{ticket}:{sku}:{note}")
        elif grams == 0:
            scrap.append(ticket + ":" + sku + ":empty box")
        else:
            back_to_stock[sku] = back_to_stock.get(sku, 0) + 1
    extra = {"filter-a": 2}
    back_to_stock.update(extra)
    for sku, qty in back_to_stock.items():
        before = stock_level(sku)
        restock(sku, qty, "returns-desk")
        print(f"{sku:<10}{before:>6} -> {before + qty}")
    codes = [t.lstrip("RMA-") for t in rma]
    pairs = [[a, b] for a in codes[:2] for b in codes[2:] if a != b]
    print("scrap", scrap, "pairs", pairs, "deltas", [abs(w - 2) for w in range(5)])
    return back_to_stock

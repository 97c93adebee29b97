from collections import defaultdict, Counter
from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    qty: int
    reorder_at: int = 5
    tags: list = field(default_factory=list)

    def needs_restock(self) -> bool:
        return self.qty <= self.reorder_at


STOCK = [
    Item("A-100", "bolt", 3, tags=["hardware", "small"]),
    Item("A-101", "nut", 40),
    Item("B-200", "hammer", 5, 2, ["tools"]),
    Item("B-201", "saw", 0, tags=["tools", "sharp"]),
]


def restock_plan(items, target=20):
    plan = {}
    for it in items:
        if it.needs_restock():
            plan[it.sku] = target - it.qty
    return dict(sorted(plan.items(), key=lambda kv: (-kv[1], kv[0])))


def main():
    plan = restock_plan(STOCK)
    for sku, n in plan.items():
        print(f"{sku:<6} +{n:>3}")
    tag_counts = Counter(t for it in STOCK for t in it.tags)
    print(tag_counts.most_common(2))
    by_prefix = defaultdict(list)
    for it in STOCK:
        by_prefix[it.sku.split("-")[0]].append(it.name)
    print(dict(by_prefix))
    print(STOCK[0])
    print(sum(it.qty for it in STOCK), max(STOCK, key=lambda i: i.qty).name)
    total = sum(plan.values())
    assert total > 0, "nothing to restock"
    print("total units", total)


if __name__ == "__main__":
    main()

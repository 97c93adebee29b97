"""Tag index for an inventory: the tags of every item, sorted, with the items carrying each."""
from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    tags: list[str] = field(default_factory=list)


STOCK = [
    Item("A-100", "Widget", ["fast", "metal"]),
    Item("B-200", "Sprocket", ["slow", "bulk", "metal"]),
    Item("C-300", "Gizmo"),
    Item("D-400", "Doohickey", ["fast"]),
]


def main():
    tags = sorted({t for i in STOCK for t in i.tags})
    index = {t: [i.sku for i in STOCK if t in i.tags] for t in tags}
    for tag, skus in index.items():
        print(f"{tag:<6} {', '.join(skus)}")
    pairs = {(t, len(index[t])) for t in tags}
    print(min(pairs), max(pairs), sorted(pairs, reverse=True)[:2])
    untagged = sorted({i.name for i in STOCK if not i.tags} | {"(none)"})
    return untagged

import clauz3
from tools.depot.trusted.effects import reserve, restock, stock_level


def main() -> str:
    source_sku = "bolt-m6"
    destination = "bolt-m6-kitted"
    have = stock_level(source_sku)
    want = min(have, 60)
    print(f"moving {want} of {have} units from {source_sku} to {destination}")
    moved, handle = reserve(source_sku, want, "KIT-7")
    if moved < want:
        print("short by", want - moved)
    restock(destination, moved if moved > 0 else 1, supplier="internal")
    # Bug on purpose: concatenating an int to a str raises TypeError.
    summary = "moved " + moved + " units via " + handle
    print(summary)
    return summary

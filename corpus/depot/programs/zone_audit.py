import clauz3
from tools.depot.trusted.effects import bin_counts, restock


def main() -> dict[str, int]:
    combined = {}
    zone_totals = {}
    for zone in "ABC":
        counts = bin_counts(zone)
        zone_totals[zone] = sum(counts.values())
        combined.update(counts)
    empty = {sku for sku, n in combined.items() if n == 0}
    heavy = {sku: n for sku, n in combined.items() if n > 100}
    biggest = max(list(zone_totals.values()))
    busiest = [z for z in zone_totals if zone_totals[z] == biggest][0]
    print(f"zones: {zone_totals}, busiest {busiest}")
    print("empty bins:", sorted(empty), "heavy:", heavy)
    quarantined = combined.pop("B-returns", -1)
    print("quarantine bin held", quarantined)
    for sku in sorted(empty):
        restock(sku, 25, "cross-dock")
    return combined

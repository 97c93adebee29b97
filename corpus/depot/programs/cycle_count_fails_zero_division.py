import clauz3
from tools.depot.trusted.effects import bin_counts, restock


def average_per_bin(counts: dict[str, int]) -> int:
    total = sum(list(counts.values()))
    return total // len(counts)


def main() -> int:
    zones = ["A", "D"]
    report = {}
    for zone in zones:
        counts = bin_counts(zone)
        if "A-02" in counts and counts["A-02"] < 10:
            restock("A-02", 90)
        report[zone] = average_per_bin(counts)
        print(f"zone {zone}: avg {report[zone]} per bin")
    return sum(report.values())

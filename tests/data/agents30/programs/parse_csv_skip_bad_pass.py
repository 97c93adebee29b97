# prove: skipped
"""Sums a comma-separated line of numbers, skipping fields that do not parse."""
from tools.agents.trusted.effects import read_file


def main() -> int:
    try:
        line = read_file("counts.csv")
    except (FileNotFoundError, PermissionError):
        line = ""
    total = 0
    bad = 0
    for field in line.split(","):
        try:
            total += int(field)
        except ValueError:
            bad += 1
    print("total", total, "bad", bad)
    return total

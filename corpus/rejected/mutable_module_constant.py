# rejects: reading a mutable module-level container inside a function
import clauz3

ALLOWED = ["ops", "payroll"]


def main() -> int:
    return len(ALLOWED)

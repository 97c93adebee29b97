# rejects: mutable container as a module-level constant
import clauz3

ALLOWED = ["ops", "payroll"]


def main() -> int:
    return 0

# rejects: dunder attribute access
import clauz3


def main() -> str:
    accounts = ["ops", "payroll"]
    kind = accounts.__sizeof__
    return str(len(accounts))

import clauz3
from tools.bank.trusted.effects import approved, pay


def main(total: int, people: int) -> int:
    if total > 0 and approved(total):
        each = total // people
        assert each * people <= total
        return each
    return 0

"""Trusted payroll effects for the `payroll` domain.

Amounts are integer cents. The bodies write to an in-memory ledger so the
layer can be exercised without a bank connection.
"""
import clauz3

_LEDGER: list[tuple[str, str, int]] = []


@clauz3.requires(lambda employee, cents: 0 < cents <= 1_000_000)
@clauz3.trusted
def pay(employee: str, cents: int) -> None:
    _LEDGER.append(("pay", employee, cents))


@clauz3.requires(lambda employee, cents: 0 < cents <= 200_000)
@clauz3.trusted
def bonus(employee: str, cents: int) -> None:
    _LEDGER.append(("bonus", employee, cents))


@clauz3.ensures(lambda result: 0 <= result <= 800_000)
@clauz3.trusted
def salary(employee: str) -> int:
    return 420_000


@clauz3.ensures(lambda result: 1 <= result <= 40)
@clauz3.trusted
def headcount(team: str) -> int:
    return 6


@clauz3.trusted
def is_active(employee: str) -> bool:
    return True


@clauz3.trusted
def payslip(employee: str, period: str) -> str:
    return f"{employee}:{period}"

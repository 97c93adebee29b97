"""Compute a biweekly paycheck: pre-tax deductions, progressive withholding, FICA, net pay."""
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import List, Tuple

CENT = Decimal("0.01")
PERIODS = 26
BRACKETS: List[Tuple[Decimal, Decimal]] = [
    (Decimal("11000"), Decimal("0.10")),
    (Decimal("44725"), Decimal("0.12")),
    (Decimal("95375"), Decimal("0.22")),
    (Decimal("182100"), Decimal("0.24")),
    (Decimal("Infinity"), Decimal("0.32")),
]


def money(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Employee:
    name: str
    salary: Decimal
    retirement_pct: Decimal = Decimal("0.05")
    health_premium: Decimal = Decimal("120.00")
    extra: List[str] = field(default_factory=list)

    @property
    def gross(self) -> Decimal:
        return money(self.salary / PERIODS)


def annual_tax(income: Decimal) -> Decimal:
    tax = Decimal("0")
    lower = Decimal("0")
    for upper, rate in BRACKETS:
        if income <= lower:
            break
        taxable = min(income, upper) - lower
        tax += taxable * rate
        lower = upper
    return tax


def paycheck(emp: Employee) -> dict:
    gross = emp.gross
    retirement = money(gross * emp.retirement_pct)
    pretax = gross - retirement - emp.health_premium
    fed = money(annual_tax(pretax * PERIODS) / PERIODS)
    social = money(gross * Decimal("0.062"))
    medicare = money(gross * Decimal("0.0145"))
    net = gross - retirement - emp.health_premium - fed - social - medicare
    return {
        "gross": gross,
        "401k": retirement,
        "health": emp.health_premium,
        "federal": fed,
        "social security": social,
        "medicare": medicare,
        "net": net,
    }


def main():
    staff = [
        Employee("Avery", Decimal("58000")),
        Employee("Blake", Decimal("125000"), retirement_pct=Decimal("0.10")),
        Employee("Casey", Decimal("31500"), health_premium=Decimal("45.50")),
    ]
    for emp in staff:
        stub = paycheck(emp)
        print(f"== {emp.name} (${emp.salary:,}/yr) ==")
        for label, amount in stub.items():
            sign = "" if label in ("gross", "net") else "-"
            print(f"  {label:<16}{sign:>1}{amount:>10,}")
        rate = (stub["gross"] - stub["net"]) / stub["gross"]
        print(f"  effective deductions: {rate:.2%}")
    total_net = sum(paycheck(e)["net"] for e in staff)
    print(f"payroll net total: {total_net:,.2f}")


if __name__ == "__main__":
    main()

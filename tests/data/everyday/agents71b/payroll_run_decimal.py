from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext
from dataclasses import dataclass, field
from enum import Enum

CENT = Decimal("0.01")


class PayType(Enum):
    SALARY = "salary"
    HOURLY = "hourly"


@dataclass(frozen=True)
class Employee:
    emp_id: str
    name: str
    pay_type: PayType
    rate: Decimal          # annual salary or hourly rate
    hours: Decimal = Decimal("0")
    pretax_401k_pct: Decimal = Decimal("0")


@dataclass
class Payslip:
    employee: Employee
    gross: Decimal
    deductions: dict = field(default_factory=dict)

    @property
    def net(self):
        return self.gross - sum(self.deductions.values(), Decimal("0"))


BRACKETS = [  # per-period taxable income brackets (biweekly)
    (Decimal("0"), Decimal("0.10")),
    (Decimal("450"), Decimal("0.12")),
    (Decimal("1800"), Decimal("0.22")),
    (Decimal("4000"), Decimal("0.24")),
]


def income_tax(taxable):
    tax = Decimal("0")
    for i, (floor, rate) in enumerate(BRACKETS):
        ceiling = BRACKETS[i + 1][0] if i + 1 < len(BRACKETS) else None
        if taxable <= floor:
            break
        top = taxable if ceiling is None else min(taxable, ceiling)
        tax += (top - floor) * rate
    return tax.quantize(CENT, rounding=ROUND_HALF_UP)


def gross_pay(e):
    if e.pay_type is PayType.SALARY:
        return (e.rate / 26).quantize(CENT, rounding=ROUND_DOWN)
    regular = min(e.hours, Decimal(80))
    overtime = max(e.hours - 80, Decimal(0))
    return (regular * e.rate + overtime * e.rate * Decimal("1.5")).quantize(CENT, ROUND_HALF_UP)


def run(employees):
    slips = []
    for e in employees:
        gross = gross_pay(e)
        k401 = (gross * e.pretax_401k_pct / 100).quantize(CENT, ROUND_HALF_UP)
        taxable = gross - k401
        slip = Payslip(e, gross)
        slip.deductions["401k"] = k401
        slip.deductions["income tax"] = income_tax(taxable)
        slip.deductions["social security"] = (gross * Decimal("0.062")).quantize(CENT, ROUND_HALF_UP)
        slip.deductions["medicare"] = (gross * Decimal("0.0145")).quantize(CENT, ROUND_HALF_UP)
        slips.append(slip)
    return slips


def main():
    getcontext().prec = 28
    staff = [
        Employee("E01", "Avery", PayType.SALARY, Decimal("98500"), pretax_401k_pct=Decimal("6")),
        Employee("E02", "Blake", PayType.HOURLY, Decimal("31.75"), hours=Decimal("86.5")),
        Employee("E03", "Casey", PayType.HOURLY, Decimal("22.10"), hours=Decimal("40")),
        Employee("E04", "Devon", PayType.SALARY, Decimal("152000"), pretax_401k_pct=Decimal("10")),
    ]
    slips = run(staff)
    totals = {}
    for s in slips:
        print(f"{s.employee.emp_id} {s.employee.name:<6} {s.employee.pay_type.value:<7} gross {s.gross:>9}  net {s.net:>9}")
        for k, v in s.deductions.items():
            totals[k] = totals.get(k, Decimal(0)) + v
            print(f"      {k:<16}{v:>9}")
    print("-" * 40)
    print("total gross:", sum((s.gross for s in slips), Decimal(0)))
    print("total net:  ", sum((s.net for s in slips), Decimal(0)))
    for k in sorted(totals):
        print(f"  {k}: {totals[k]}")
    employer_cost = sum(s.gross for s in slips) + totals["social security"] + totals["medicare"]
    print("employer cost:", employer_cost, repr(employer_cost.quantize(Decimal("1"))))
    try:
        Employee("E05", "Eli", PayType("contract"), Decimal(1))
    except ValueError as exc:
        print("bad pay type:", exc)
    return str(employer_cost)


if __name__ == "__main__":
    main()

"""Weekly payroll with overtime rules, night differential and Decimal rounding."""
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum


class PayType(Enum):
    HOURLY = "hourly"
    SALARIED = "salaried"


@dataclass
class Shift:
    day: str
    hours: Decimal
    night: bool = False


@dataclass
class Employee:
    name: str
    pay_type: PayType
    rate: Decimal
    shifts: list = field(default_factory=list)

    @property
    def total_hours(self) -> Decimal:
        return sum((s.hours for s in self.shifts), Decimal("0"))


CENT = Decimal("0.01")
OVERTIME_THRESHOLD = Decimal("40")
DAILY_THRESHOLD = Decimal("10")
NIGHT_BONUS = Decimal("1.50")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def split_hours(emp: Employee):
    regular = Decimal("0")
    overtime = Decimal("0")
    for shift in emp.shifts:
        daily_ot = max(Decimal("0"), shift.hours - DAILY_THRESHOLD)
        overtime += daily_ot
        regular += shift.hours - daily_ot
    if regular > OVERTIME_THRESHOLD:
        overtime += regular - OVERTIME_THRESHOLD
        regular = OVERTIME_THRESHOLD
    return regular, overtime


def gross_pay(emp: Employee) -> Decimal:
    if emp.pay_type is PayType.SALARIED:
        return money(emp.rate / 52)
    regular, overtime = split_hours(emp)
    night_hours = sum((s.hours for s in emp.shifts if s.night), Decimal("0"))
    pay = regular * emp.rate + overtime * emp.rate * Decimal("1.5")
    pay += night_hours * NIGHT_BONUS
    return money(pay)


def build_staff():
    d = Decimal
    ana = Employee("Ana", PayType.HOURLY, d("22.50"), [
        Shift("Mon", d("9")), Shift("Tue", d("11.5")), Shift("Wed", d("8")),
        Shift("Thu", d("12"), night=True), Shift("Fri", d("9.25")),
    ])
    ben = Employee("Ben", PayType.HOURLY, d("18.75"), [
        Shift("Mon", d("8")), Shift("Tue", d("8")), Shift("Wed", d("8")), Shift("Thu", d("7.5")),
    ])
    cleo = Employee("Cleo", PayType.SALARIED, d("78000"))
    dev = Employee("Dev", PayType.HOURLY, d("31.10"), [
        Shift("Sat", d("10"), night=True), Shift("Sun", d("10"), night=True),
        Shift("Mon", d("10")), Shift("Tue", d("10")), Shift("Wed", d("6")),
    ])
    return [ana, ben, cleo, dev]


def main():
    staff = build_staff()
    total = Decimal("0")
    print(f"{'Name':<6}{'Type':>10}{'Hours':>8}{'Reg':>7}{'OT':>6}{'Gross':>11}")
    for emp in sorted(staff, key=lambda e: e.name):
        pay = gross_pay(emp)
        total += pay
        if emp.pay_type is PayType.HOURLY:
            reg, ot = split_hours(emp)
            hours = f"{emp.total_hours:>8}{reg:>7}{ot:>6}"
        else:
            hours = f"{'-':>8}{'-':>7}{'-':>6}"
        print(f"{emp.name:<6}{emp.pay_type.value:>10}{hours}{pay:>11,}")
    print(f"Total payroll: ${total:,.2f}")
    top = max(staff, key=gross_pay)
    print(f"Highest paid this week: {top.name} ({gross_pay(top)})")


if __name__ == "__main__":
    main()

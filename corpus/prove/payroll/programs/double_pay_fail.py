"""A back-pay helper pays Ana a second time, so staff are not paid once each."""
import clauz3
from tools.payroll.trusted import contracts as payroll
from tools.payroll.trusted.effects import pay


def back_pay(name: str, cents: int) -> None:
    pay(name, cents)


@clauz3.guarantee(payroll.paid_once())
def main() -> None:
    pay("ana", 520_000)
    pay("ben", 480_000)
    back_pay("ana", 30_000)

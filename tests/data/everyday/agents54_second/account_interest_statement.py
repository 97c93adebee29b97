"""Bank account statements: interest accrual by month with a generator of month ends."""
from datetime import date, timedelta
import calendar
from dataclasses import dataclass, field


@dataclass(order=True)
class Txn:
    when: date
    amount: float = field(compare=False)
    memo: str = field(default="", compare=False)


def month_ends(start, months):
    y, m = start.year, start.month
    for _ in range(months):
        yield date(y, m, calendar.monthrange(y, m)[1])
        m += 1
        if m > 12:
            y, m = y + 1, 1


class Account:
    APR = 0.0425

    def __init__(self, opened):
        self.opened = opened
        self.txns = []

    def post(self, when, amount, memo=""):
        if amount == 0:
            raise ValueError("zero amount")
        self.txns.append(Txn(when, amount, memo))
        self.txns.sort()

    def balance(self, on):
        return round(sum(t.amount for t in self.txns if t.when <= on), 2)

    def statement(self, months):
        rows = []
        for end in month_ends(self.opened, months):
            bal = self.balance(end)
            interest = round(bal * self.APR / 12, 2) if bal > 0 else 0.0
            if interest:
                self.post(end, interest, "interest")
            rows.append((end, bal, interest))
        return rows


def main():
    acct = Account(date(2024, 1, 15))
    acct.post(date(2024, 1, 15), 1000.0, "opening")
    acct.post(date(2024, 2, 3), -250.5, "rent share")
    acct.post(date(2024, 3, 20), 400.0, "refund")
    acct.post(date(2024, 1, 31), -10, "fee")
    for end, bal, interest in acct.statement(4):
        print(f"{end:%Y-%m-%d} {calendar.month_abbr[end.month]:>4} balance {bal:>9,.2f} interest {interest:5.2f}")
    print(acct.balance(date(2024, 12, 31)), len(acct.txns))
    try:
        acct.post(date.today(), 0)
    except ValueError as e:
        print("rejected:", e)
    first = min(acct.txns)
    print(first.memo, (acct.txns[-1].when - first.when).days, first.when + timedelta(weeks=2))


if __name__ == "__main__":
    main()

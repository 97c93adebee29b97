"""A multi-currency wallet with Decimal rounding, conversion fees and a statement."""
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN, getcontext
from dataclasses import dataclass
from datetime import date

getcontext().prec = 28
RATES = {("EUR", "USD"): Decimal("1.0842"), ("USD", "JPY"): Decimal("149.37"),
         ("EUR", "GBP"): Decimal("0.8571")}
DIGITS = {"EUR": 2, "USD": 2, "GBP": 2, "JPY": 0}
FEE = Decimal("0.0035")


class InsufficientFunds(Exception):
    pass


def rate(src, dst):
    if src == dst:
        return Decimal(1)
    if (src, dst) in RATES:
        return RATES[(src, dst)]
    if (dst, src) in RATES:
        return 1 / RATES[(dst, src)]
    raise KeyError(f"no rate {src}->{dst}")


def q(amount, ccy, rounding=ROUND_HALF_EVEN):
    return amount.quantize(Decimal(1).scaleb(-DIGITS[ccy]), rounding=rounding)


@dataclass
class Entry:
    day: date
    text: str
    ccy: str
    amount: Decimal


class Wallet:
    def __init__(self):
        self.balances = {}
        self.entries = []

    def _post(self, day, text, ccy, amount):
        new = self.balances.get(ccy, Decimal(0)) + amount
        if new < 0:
            raise InsufficientFunds(f"{ccy} balance would be {new}")
        self.balances[ccy] = new
        self.entries.append(Entry(day, text, ccy, amount))

    def deposit(self, day, ccy, amount):
        self._post(day, "deposit", ccy, q(Decimal(amount), ccy))

    def exchange(self, day, src, dst, amount):
        amount = q(Decimal(amount), src)
        fee = q(amount * FEE, src, ROUND_HALF_EVEN)
        received = q((amount - fee) * rate(src, dst), dst, ROUND_DOWN)
        self._post(day, f"sell {src}", src, -amount)
        self._post(day, f"fee {FEE:%}", src, -fee) if fee else None
        self._post(day, f"buy {dst} @ {rate(src, dst):.4f}", dst, received)
        return received


def main():
    w = Wallet()
    w.deposit(date(2024, 4, 1), "EUR", "1500.00")
    print("got", w.exchange(date(2024, 4, 2), "EUR", "USD", "400"))
    print("got", w.exchange(date(2024, 4, 3), "USD", "JPY", "120.55"))
    print("got", w.exchange(date(2024, 4, 3), "GBP", "EUR", "0") if "GBP" in w.balances else "no GBP yet")
    print("got", w.exchange(date(2024, 4, 4), "EUR", "GBP", "333.33"))
    print("got", w.exchange(date(2024, 4, 5), "USD", "EUR", "50"))
    try:
        w.exchange(date(2024, 4, 6), "JPY", "USD", "999999")
    except InsufficientFunds as e:
        print("refused:", e)
    for e in w.entries:
        print(f"{e.day:%d/%m} {e.text:<20} {e.ccy} {e.amount:>12,}")
    for ccy in sorted(w.balances):
        print(f"{ccy}: {w.balances[ccy]:>12}")
    eur_value = sum(q(b * rate(c, "EUR") if c != "JPY" else b / rate("EUR", "USD") / rate("USD", "JPY"), "EUR")
                    for c, b in w.balances.items())
    print("total in EUR:", eur_value)
    print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.665").quantize(Decimal("0.01")))


if __name__ == "__main__":
    main()

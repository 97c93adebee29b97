import clauz3
from tools.ledger.trusted.effects import exchange_rate, transfer


def to_cents(amount: float) -> int:
    return int(round(amount * 100))


def main() -> float:
    lines = [
        ("hosting", "EUR", 310.40),
        ("design", "GBP", 1200.0),
        ("domain", "USD", 14.99),
        ("fonts", "JPY", 5800.0),
    ]
    rates = {}
    total_usd = 0.0
    for label, currency, amount in lines:
        if currency == "USD":
            rate = 1.0
        elif currency in rates:
            rate = rates[currency]
        else:
            rate = exchange_rate(currency)
            rates[currency] = rate
        usd = amount * rate
        total_usd += usd
        print(f"{label:<8} {amount:>10.2f} {currency} -> {usd:>9.2f} USD")
    average = total_usd / len(lines)
    cents = to_cents(total_usd)
    print(f"total {total_usd:.3f} USD, average line {average:.1f}")
    if cents > 0:
        result = transfer(source="ops", target="vendors", amount=cents, memo="invoice 2024-117")
        print("transfer result", result)
    return round(total_usd, 2)

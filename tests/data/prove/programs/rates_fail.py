import clauz3


def main(currency: str) -> int:
    rates = {"usd": 100, "eur": 108}
    rate = rates[currency]
    assert rate >= 100
    return rate

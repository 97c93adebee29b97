"""Trusted payment effects for the `ledger` domain.

Amounts are integer cents. Every function that moves money is a trusted
boundary; the bodies talk to an in-memory book so the layer can be exercised
without a bank.
"""
import clauz3

_BOOK: dict[str, int] = {"ops": 120_000, "payroll": 900_000, "vendors": 45_000}
_JOURNAL: list[tuple[str, str, int, str]] = []


def cents_to_text(cents: int) -> str:
    """Plain helper for the layer's own use (not an effect)."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


@clauz3.ensures(lambda result: result >= 0)
@clauz3.mock
@clauz3.trusted
def balance(account: str) -> int:
    return max(0, _BOOK.get(account, 0))


@clauz3.requires(
    lambda source, target, amount, memo="", dry_run=True: 0 < amount <= 500_000 and source != target,
    message="transfers move between 1 cent and 5000.00 between two different accounts",
)
@clauz3.trusted
def transfer(source: str, target: str, amount: int, memo: str = "", dry_run: bool = True) -> tuple[int, str]:
    if dry_run:
        return (amount, "simulated")
    _BOOK[source] = _BOOK.get(source, 0) - amount
    _BOOK[target] = _BOOK.get(target, 0) + amount
    _JOURNAL.append((source, target, amount, memo))
    return (amount, f"tx-{len(_JOURNAL):05d}")


@clauz3.trusted
@clauz3.ensures(lambda result: len(result) <= 20)
def list_accounts(prefix: str) -> list[str]:
    return sorted(name for name in _BOOK if name.startswith(prefix))[:20]


@clauz3.requires(lambda currency: len(currency) == 3 and currency.upper() == currency,
                 message="currency codes are three upper-case letters")
@clauz3.ensures(lambda result: result >= 0.0)
@clauz3.trusted()
def exchange_rate(currency: str) -> float:
    return {"EUR": 1.08, "GBP": 1.27, "JPY": 0.0067}.get(currency, 1.0)


@clauz3.requires(lambda account, cents: 0 <= cents < 1000, message="fees stay below 10.00")
@clauz3.trusted
def post_fee(account: str, cents: int) -> None:
    _BOOK[account] = _BOOK.get(account, 0) - cents


@clauz3.trusted
def daily_totals(day: str) -> dict[str, int]:
    totals: dict[str, int] = {}
    for source, _target, amount, _memo in _JOURNAL:
        totals[source] = totals.get(source, 0) + amount
    return totals

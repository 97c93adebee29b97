"""Trusted library-loan effects for the `loans` domain (an in-memory circulation desk)."""
import clauz3

_DESK: list[tuple[str, str, str, int]] = []


@clauz3.requires(lambda patron, isbn, days: 1 <= days <= 28)
@clauz3.trusted
def lend(patron: str, isbn: str, days: int) -> None:
    _DESK.append(("lend", patron, isbn, days))


@clauz3.requires(lambda patron, isbn, days: 1 <= days <= 14)
@clauz3.trusted
def renew(patron: str, isbn: str, days: int) -> None:
    _DESK.append(("renew", patron, isbn, days))


@clauz3.requires(lambda patron, cents: cents > 0)
@clauz3.trusted
def fine(patron: str, cents: int) -> None:
    _DESK.append(("fine", patron, "", cents))


@clauz3.ensures(lambda result: 0 <= result <= 10)
@clauz3.trusted
def on_loan(patron: str) -> int:
    return 2


@clauz3.trusted
def is_member(patron: str) -> bool:
    return True


@clauz3.ensures(lambda patron, isbn, result: result >= 0)
@clauz3.trusted
def overdue_days(patron: str, isbn: str) -> int:
    return 0


@clauz3.trusted
def reserve(patron: str, isbn: str) -> bool:
    return True

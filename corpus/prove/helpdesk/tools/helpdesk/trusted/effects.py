"""Trusted ticketing and paging effects for the `helpdesk` domain.

A simulated tracker: ticket numbers come from a counter, pages and
notifications are appended to an outbox.
"""
import clauz3

_NEXT = [1000]
_OUTBOX: list[tuple[str, str]] = []


@clauz3.requires(lambda queue, priority: 1 <= priority <= 4)
@clauz3.ensures(lambda result: 0 < result < 1_000_000_000)
@clauz3.trusted
def open_ticket(queue: str, priority: int) -> int:
    _NEXT[0] += 1
    return _NEXT[0]


@clauz3.trusted
def close_ticket(ticket: int, resolution: str) -> None:
    _OUTBOX.append(("close", str(ticket)))


@clauz3.requires(lambda ticket, level: 1 <= level <= 3)
@clauz3.trusted
def escalate(ticket: int, level: int) -> None:
    _OUTBOX.append(("escalate", str(ticket)))


@clauz3.trusted
def assign(ticket: int, agent: str) -> bool:
    return True


@clauz3.requires(lambda team, severity: 1 <= severity <= 5)
@clauz3.trusted
def page(team: str, severity: int) -> None:
    _OUTBOX.append(("page", team))


@clauz3.trusted
def notify(team: str, text: str) -> None:
    _OUTBOX.append(("notify", team))


@clauz3.ensures(lambda result: 0 <= result <= 500)
@clauz3.trusted
def backlog(queue: str) -> int:
    return 12

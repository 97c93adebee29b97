"""Trusted messaging effects for the `mailroom` domain.

This layer uses the legacy deal decorators: `@deal.has("network")` marks a
boundary and `@deal.pre` states the precondition.
"""
import clauz3
import deal

_OUTBOX: list[tuple[str, str]] = []


def normalize_address(address: str) -> str:
    """Plain helper used by the layer itself."""
    return address.strip().lower()


@deal.has("network")
@deal.pre(lambda recipient, subject, body, urgent=False: "@" in recipient and 0 < len(subject) <= 80)
@deal.raises(ConnectionError)
def send_email(recipient: str, subject: str, body: str, urgent: bool = False) -> bool:
    _OUTBOX.append((normalize_address(recipient), subject))
    return True


@deal.has("network")
@deal.pre(lambda folder, limit=10: 0 < limit <= 50)
@deal.post(lambda result: len(result) <= 50)
def fetch_inbox(folder: str, limit: int = 10) -> list[str]:
    return [subject for _address, subject in _OUTBOX][:limit]


@clauz3.requires(lambda number, text: number.startswith("+") and len(text) <= 160,
                 message="SMS needs an international number and at most 160 characters")
@clauz3.trusted
def send_sms(number: str, text: str) -> int:
    return (len(text) + 152) // 153


@deal.has("network", "read")
def lookup_group(group: str) -> set[str]:
    return {address for address, _subject in _OUTBOX if address.endswith("@" + group)}


@clauz3.mock
@clauz3.trusted
@deal.ensure(lambda result: result >= 0)
def queue_depth() -> int:
    return len(_OUTBOX)

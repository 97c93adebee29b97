"""Trusted text-message effects of the `sms` test domain (for `clauz3 tools`)."""
import clauz3
from clauz3 import mock


@clauz3.requires(
    lambda phone, body, *, urgent=False: (
        phone.startswith("+")
        and 0 < len(body) <= 160
    ),
    message="one international number, at most 160 characters",
)
@clauz3.trusted
def send_text(phone: str, body: str, *, urgent: bool = False) -> None:
    """Send one text message.

    Messages marked urgent skip the quiet hours.
    """


@clauz3.ensures(lambda result: 0 <= result <= 500)
@mock()
@clauz3.trusted
def texts_sent(day: str) -> int:
    """How many texts went out on `day` (simulated: reads a local counter)."""
    return 0


@clauz3.ensures(lambda phone, /, result: len(result) <= 10)
@clauz3.trusted
def inbox(phone: str, /) -> list[str]:
    return []


def _not_a_tool(x: int) -> int:
    return x

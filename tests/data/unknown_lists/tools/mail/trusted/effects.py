"""A mailer that takes its recipients as a list."""
import clauz3


@clauz3.trusted
def recipients(group: str) -> list[str]:
    """The addresses of a group."""
    return []


@clauz3.trusted
def send_all(to: list[str], subject: str) -> None:
    """One message to every address."""
    return None

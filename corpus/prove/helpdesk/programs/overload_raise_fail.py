"""Raise RuntimeError when the tech backlog is over 400 tickets, which can happen."""
import clauz3
from tools.helpdesk.trusted.effects import backlog, page


def main() -> None:
    if backlog("tech") > 400:
        raise RuntimeError("tech queue overloaded")
    page("tech", 2)

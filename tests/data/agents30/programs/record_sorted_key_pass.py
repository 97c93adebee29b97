# prove: proved | skipped
"""Tickets are ordered dataclasses (`order=True`); the agent handles the most urgent first."""
from dataclasses import dataclass
from tools.agents.trusted.effects import ask, send


@dataclass(order=True)
class Ticket:
    priority: int
    title: str = ""


def main() -> int:
    tickets = []
    for title in ["disk full", "typo", "outage"]:
        try:
            p = int(ask("priority of " + title))
        except ValueError:
            p = 9
        tickets.append(Ticket(p, title))
    first = min(tickets)
    send("oncall", first.title)
    print(sorted(tickets))
    return first.priority

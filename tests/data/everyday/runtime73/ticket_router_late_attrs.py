"""A support-ticket router: ticket kinds are plain classes and dataclasses whose positional
match order is set after the class statements, handlers chain through super() in its zero-
and two-argument forms, and the router reports on its own bound methods."""
from dataclasses import dataclass


class Ticket:
    def __init__(self, queue, priority, subject):
        self.queue = queue
        self.priority = priority
        self.subject = subject


@dataclass
class Escalation:
    ticket_id: int
    level: int
    reason: str = "sla"


def route(item):
    match item:
        case Ticket("billing", 1, subject):
            return f"page billing on-call: {subject}"
        case Ticket(queue, priority, _) if priority <= 2:
            return f"{queue} fast lane (p{priority})"
        case Ticket(queue, _, subject):
            return f"{queue} backlog: {subject[:12]}"
        case Escalation(level, ticket_id):
            return f"escalate #{ticket_id} to level {level}"
    return "unroutable"


Ticket.__match_args__ = ("queue", "priority", "subject")
Escalation.__match_args__ = ("level", "ticket_id")

class Handler:
    def handle(self, text):
        return text.strip()


class LowerHandler(Handler):
    def handle(self, text):
        return super(LowerHandler, self).handle(text).lower()


class SlugHandler(LowerHandler):
    def handle(self, text):
        return super().handle(text).replace(" ", "-")

    def describe(self, *, width=20, fill="."):
        return type(self).__name__.ljust(width, fill)


def main():
    items = [
        Ticket("billing", 1, "card declined"),
        Ticket("infra", 2, "disk full"),
        Ticket("docs", 4, "typo in the quickstart guide"),
        Escalation(917, 3),
        "noise",
    ]
    for item in items:
        print(route(item))
    print(Ticket.__match_args__, Escalation.__match_args__)
    h = SlugHandler()
    print(h.handle("  Disk Full On DB  "), super(SlugHandler, h).handle(" X Y "), LowerHandler().handle(" Ok "))
    m = h.describe
    print(m.__func__ is SlugHandler.describe, m.__self__ is h, m.__name__, m.__qualname__)
    print(m.__kwdefaults__, SlugHandler.describe.__defaults__, m(width=14))
    return [route(i) for i in items[:2]]

"""Route support tickets to queues through pluggable routers (Protocol), with typed records."""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Generic, Iterable, Literal, NamedTuple, Optional, Protocol, TypedDict, TypeVar, runtime_checkable

Priority = Literal["P1", "P2", "P3"]


class Ticket(TypedDict):
    id: int
    subject: str
    body: str
    customer_tier: str


class Route(NamedTuple):
    queue: str
    priority: Priority
    why: str


@runtime_checkable
class Router(Protocol):
    name: str

    def route(self, ticket: Ticket) -> Optional[Route]: ...


class KeywordRouter:
    def __init__(self, name: str, queue: str, words: Iterable[str], priority: Priority = "P3"):
        self.name = name
        self.queue = queue
        self.pattern = re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b", re.I)
        self.priority = priority

    def route(self, ticket: Ticket) -> Optional[Route]:
        if m := self.pattern.search(ticket["subject"] + " " + ticket["body"]):
            return Route(self.queue, self.priority, f"{self.name}: '{m.group(1).lower()}'")
        return None


class TierRouter:
    name = "tier"

    def route(self, ticket: Ticket) -> Optional[Route]:
        if ticket["customer_tier"] == "enterprise" and "down" in ticket["body"].lower():
            return Route("sre", "P1", "tier: enterprise outage")
        return None


class NotARouter:
    name = "broken"


T = TypeVar("T")


class FirstMatch(Generic[T]):
    def __init__(self, steps: list[T]):
        self.steps = steps

    def run(self, fn):
        for step in self.steps:
            if (out := fn(step)) is not None:
                return out
        return None


TICKETS: list[Ticket] = [
    {"id": 1, "subject": "Refund request", "body": "I was charged twice for my invoice.", "customer_tier": "pro"},
    {"id": 2, "subject": "API down?", "body": "Everything is down since 9am, 500 errors.", "customer_tier": "enterprise"},
    {"id": 3, "subject": "Password reset", "body": "Can't log in, reset email never arrives", "customer_tier": "free"},
    {"id": 4, "subject": "Feature idea", "body": "Dark mode would be nice.", "customer_tier": "free"},
    {"id": 5, "subject": "SSO broken", "body": "SAML login fails with an error", "customer_tier": "enterprise"},
]


def main():
    candidates = [TierRouter(), KeywordRouter("billing", "billing", ["refund", "charged", "invoice"], "P2"),
                  KeywordRouter("auth", "identity", ["password", "login", "log in", "sso", "saml"], "P2"),
                  NotARouter()]
    routers = [r for r in candidates if isinstance(r, Router)]
    rejected = [type(r).__name__ for r in candidates if not isinstance(r, Router)]
    print("routers:", [r.name for r in routers], "rejected:", rejected)
    chain: FirstMatch[Router] = FirstMatch(routers)
    queues: dict[str, list[tuple[Priority, int]]] = defaultdict(list)
    for t in TICKETS:
        route = chain.run(lambda r: r.route(t)) or Route("triage", "P3", "no rule matched")
        queues[route.queue].append((route.priority, t["id"]))
        print(f"#{t['id']} {t['subject']:<16} -> {route.queue:<9} {route.priority} ({route.why})")
    for q in sorted(queues):
        items = sorted(queues[q])
        print(f"{q:<9} " + ", ".join(f"{p}#{i}" for p, i in items))
    print(Route("x", "P1", "y")._asdict(), Route._fields, Ticket.__required_keys__ == frozenset(Ticket.__annotations__))
    return dict(queues)


if __name__ == "__main__":
    main()

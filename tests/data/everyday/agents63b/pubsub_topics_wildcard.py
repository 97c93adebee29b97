"""Publish/subscribe with wildcard topics; failing handlers are isolated and reported."""
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Tuple

Handler = Callable[[str, dict], None]


class HandlerFailed(Exception):
    def __init__(self, handler: str, topic: str, original: Exception):
        super().__init__(f"{handler} failed on {topic}: {original!r}")
        self.original = original


def matches(pattern: str, topic: str) -> bool:
    """'*' matches one segment, '#' matches the rest."""
    p, t = pattern.split("."), topic.split(".")
    for i, seg in enumerate(p):
        if seg == "#":
            return True
        if i >= len(t) or (seg != "*" and seg != t[i]):
            return False
    return len(p) == len(t)


@dataclass
class Broker:
    subs: List[Tuple[str, str, Handler]] = field(default_factory=list)
    failures: List[HandlerFailed] = field(default_factory=list)
    delivered: Dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def subscribe(self, pattern: str, name: str):
        def decorator(fn: Handler) -> Handler:
            self.subs.append((pattern, name, fn))
            return fn
        return decorator

    def publish(self, topic: str, payload: dict) -> int:
        if "*" in topic or "#" in topic:
            raise ValueError(f"cannot publish to wildcard topic {topic!r}")
        n = 0
        for pattern, name, fn in self.subs:
            if not matches(pattern, topic):
                continue
            try:
                fn(topic, payload)
            except Exception as exc:
                self.failures.append(HandlerFailed(name, topic, exc))
            else:
                self.delivered[name] += 1
                n += 1
        return n


broker = Broker()
totals: Dict[str, float] = defaultdict(float)
audit: List[str] = []


@broker.subscribe("orders.*.created", "revenue")
def revenue(topic, payload):
    totals[topic.split(".")[1]] += payload["amount"]


@broker.subscribe("orders.#", "audit")
def audit_log(topic, payload):
    audit.append(f"{topic}:{payload.get('id', '?')}")


@broker.subscribe("*.eu.*", "gdpr")
def gdpr(topic, payload):
    if "email" in payload:
        raise PermissionError("raw email in EU event")


@broker.subscribe("orders.us.refunded", "refunds")
def refunds(topic, payload):
    totals["us"] -= payload["amount"] / payload["qty"]


def main():
    events = [
        ("orders.eu.created", {"id": 1, "amount": 30.0}),
        ("orders.us.created", {"id": 2, "amount": 12.5}),
        ("orders.eu.created", {"id": 3, "amount": 7.25, "email": "a@b.c"}),
        ("orders.us.refunded", {"id": 2, "amount": 12.5, "qty": 0}),
        ("orders.us.refunded", {"id": 4, "amount": 10.0, "qty": 2}),
        ("users.eu.signup", {"email": "x@y.z"}),
        ("orders.*.created", {}),
        ("orders", {"id": 9}),
    ]
    for topic, payload in events:
        try:
            n = broker.publish(topic, payload)
        except ValueError as exc:
            print("rejected:", exc)
        else:
            print(f"{topic:<20} -> {n} handler(s)")
    print(dict(totals))
    print(audit)
    for f in broker.failures:
        print(" !", f, "|", type(f.original).__name__)
    print(sorted(broker.delivered.items()))
    checks = [("a.*", "a.b"), ("a.*", "a.b.c"), ("a.#", "a"), ("#", "x.y"), ("a.b", "a.b")]
    print([matches(p, t) for p, t in checks])


if __name__ == "__main__":
    main()

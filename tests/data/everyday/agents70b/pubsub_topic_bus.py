"""Publish/subscribe bus with wildcard topics, priorities, once-handlers and error isolation."""
from collections import defaultdict
from fnmatch import fnmatchcase
from itertools import count


class Subscription:
    _ids = count(1)

    def __init__(self, pattern, handler, priority=0, once=False):
        self.id = next(self._ids)
        self.pattern = pattern
        self.handler = handler
        self.priority = priority
        self.once = once
        self.calls = 0

    def matches(self, topic):
        return fnmatchcase(topic, self.pattern)


class EventBus:
    def __init__(self):
        self._subs = []
        self.dead_letters = []
        self.errors = []

    def subscribe(self, pattern, priority=0, once=False):
        def register(handler):
            sub = Subscription(pattern, handler, priority, once)
            self._subs.append(sub)
            handler.subscription_id = sub.id
            return handler
        return register

    def unsubscribe(self, sub_id):
        before = len(self._subs)
        self._subs = [s for s in self._subs if s.id != sub_id]
        return before != len(self._subs)

    def publish(self, topic, **payload):
        matched = sorted((s for s in self._subs if s.matches(topic)), key=lambda s: (-s.priority, s.id))
        if not matched:
            self.dead_letters.append(topic)
            return 0
        delivered = 0
        for sub in matched:
            try:
                sub.handler(topic, payload)
                delivered += 1
            except Exception as exc:
                self.errors.append((sub.handler.__name__, topic, repr(exc)))
            finally:
                sub.calls += 1
                if sub.once:
                    self.unsubscribe(sub.id)
        return delivered


def main():
    bus = EventBus()
    totals = defaultdict(int)
    audit = []

    @bus.subscribe("order.*", priority=5)
    def validate(topic, data):
        if data.get("amount", 0) < 0:
            raise ValueError(f"negative amount {data['amount']}")
        audit.append(f"validated {topic}")

    @bus.subscribe("order.created")
    def accumulate(topic, data):
        totals[data["customer"]] += data["amount"]

    @bus.subscribe("*", priority=-1)
    def audit_all(topic, data):
        audit.append(f"audit {topic} {sorted(data)}")

    @bus.subscribe("user.signup", once=True)
    def welcome_first(topic, data):
        audit.append(f"first signup bonus for {data['name']}")

    events = [
        ("order.created", {"customer": "acme", "amount": 120}),
        ("user.signup", {"name": "zoe"}),
        ("user.signup", {"name": "yan"}),
        ("order.created", {"customer": "acme", "amount": -5}),
        ("order.created", {"customer": "globex", "amount": 40}),
        ("order.cancelled", {"customer": "acme"}),
    ]
    for topic, data in events:
        n = bus.publish(topic, **data)
        print(f"{topic:<16} delivered to {n}")
    print("removed audit:", bus.unsubscribe(audit_all.subscription_id), bus.unsubscribe(999))
    print("metrics.tick ->", bus.publish("metrics.tick", value=1))
    print(dict(totals))
    print("\n".join(audit))
    print("errors:", bus.errors)
    print("dead:", bus.dead_letters, "calls:", {s.handler.__name__: s.calls for s in bus._subs})
    return len(audit)


if __name__ == "__main__":
    main()

"""An in-process event bus: topic wildcards, priorities, one-shot handlers and dead letters."""
import fnmatch
from collections import defaultdict
from functools import partial


class EventBus:
    def __init__(self):
        self._subs = defaultdict(list)
        self.dead_letters = []
        self.delivered = 0

    def subscribe(self, pattern, handler=None, *, priority=0, once=False):
        if handler is None:
            return partial(self.subscribe, pattern, priority=priority, once=once)
        self._subs[pattern].append((priority, once, handler))
        return handler

    def publish(self, topic, **payload):
        matched = [(prio, once, h, pat) for pat, subs in self._subs.items()
                   if fnmatch.fnmatchcase(topic, pat) for prio, once, h in subs]
        if not matched:
            self.dead_letters.append((topic, payload))
            return 0
        matched.sort(key=lambda m: -m[0])
        count = 0
        for prio, once, handler, pat in matched:
            try:
                handler(topic, payload)
                count += 1
            except Exception as exc:  # a failing handler must not stop the others
                print(f"    ! {getattr(handler, '__name__', handler)} failed: {exc!r}")
            if once:
                self._subs[pat] = [s for s in self._subs[pat] if s[2] is not handler]
        self.delivered += count
        return count


bus = EventBus()
audit_log = []


@bus.subscribe("order.*", priority=10)
def validate(topic, payload):
    if payload.get("qty", 1) <= 0:
        raise ValueError(f"bad quantity {payload['qty']}")
    print(f"    validate {topic} #{payload['id']}")


@bus.subscribe("order.created")
def reserve_stock(topic, payload):
    print(f"    reserve {payload['qty']} x {payload['sku']}")


@bus.subscribe("*", priority=-5)
def audit(topic, payload):
    audit_log.append(f"{topic}:{payload.get('id', '-')}")


@bus.subscribe("order.shipped", once=True)
def first_shipment_party(topic, payload):
    print(f"    first shipment ever: #{payload['id']}")


class Mailer:
    def __init__(self):
        self.outbox = []

    def __call__(self, topic, payload):
        self.outbox.append(f"to={payload['email']} re={topic}")


def main():
    mailer = Mailer()
    bus.subscribe("order.shipped", mailer)
    bus.subscribe("user.?egistered", mailer, priority=1)
    events = [
        ("order.created", {"id": 1, "sku": "KB-1", "qty": 2}),
        ("order.created", {"id": 2, "sku": "MS-9", "qty": 0}),
        ("order.shipped", {"id": 1, "email": "a@x.example"}),
        ("order.shipped", {"id": 3, "email": "c@x.example"}),
        ("user.registered", {"email": "new@x.example"}),
    ]
    for topic, payload in events:
        print(f"publish {topic}")
        n = bus.publish(topic, **payload)
        print(f"    -> {n} handler(s)")
    bus._subs.pop("*")
    bus.publish("billing.refund", id=9)
    print("audit:", audit_log)
    print("outbox:", mailer.outbox)
    print("dead letters:", bus.dead_letters, "delivered:", bus.delivered)


if __name__ == "__main__":
    main()

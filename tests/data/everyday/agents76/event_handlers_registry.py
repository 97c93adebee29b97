"""Route webhook events to handler classes registered via __init_subclass__ and a decorator."""
from __future__ import annotations

import json
from typing import Any, ClassVar


class Handler:
    registry: ClassVar[dict[str, type[Handler]]] = {}
    event_type: ClassVar[str] = ""
    priority: ClassVar[int] = 0

    def __init_subclass__(cls, /, event: str = "", priority: int = 0, **kwargs):
        super().__init_subclass__(**kwargs)
        if event:
            if event in Handler.registry:
                raise TypeError(f"duplicate handler for {event!r}: {Handler.registry[event].__name__}")
            cls.event_type, cls.priority = event, priority
            Handler.registry[event] = cls

    def __init__(self, payload: dict[str, Any]):
        self.payload = payload

    def handle(self) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.event_type} p={self.priority}>"


MIDDLEWARE: list = []


def middleware(fn):
    MIDDLEWARE.append(fn)
    return fn


@middleware
def require_id(event: dict) -> str | None:
    return None if "id" in event else "missing id"


@middleware
def reject_test(event: dict) -> str | None:
    return "test event" if event.get("livemode") is False else None


class PaymentSucceeded(Handler, event="payment.succeeded", priority=10):
    def handle(self) -> str:
        cents = self.payload["amount"]
        return f"credit {cents // 100}.{cents % 100:02d} {self.payload['currency'].upper()}"


class PaymentFailed(Handler, event="payment.failed", priority=20):
    def handle(self) -> str:
        return f"notify customer: {self.payload.get('reason', 'unknown')}"


class RefundHandler(PaymentSucceeded, event="refund.created"):
    def handle(self) -> str:
        return "reverse " + super().handle()


EVENTS = json.loads("""[
 {"id": "ev1", "type": "payment.succeeded", "data": {"amount": 1999, "currency": "eur"}},
 {"id": "ev2", "type": "payment.failed", "data": {"reason": "card_declined"}},
 {"type": "payment.failed", "data": {}},
 {"id": "ev4", "type": "invoice.paid", "data": {}},
 {"id": "ev5", "type": "refund.created", "data": {"amount": 505, "currency": "usd"}},
 {"id": "ev6", "type": "payment.succeeded", "livemode": false, "data": {"amount": 1, "currency": "eur"}}
]""")


def main():
    print("registered:", sorted(Handler.registry))
    try:
        class Dup(Handler, event="payment.failed"):
            pass
    except TypeError as e:
        print("error:", e)
    handlers = []
    for ev in EVENTS:
        reasons = [r for mw in MIDDLEWARE if (r := mw(ev))]
        if reasons:
            print(f"{ev.get('id', '?')}: dropped ({', '.join(reasons)})")
            continue
        cls = Handler.registry.get(ev["type"])
        if cls is None:
            print(f"{ev['id']}: no handler for {ev['type']}")
            continue
        handlers.append((ev["id"], cls(ev["data"])))
    for eid, h in sorted(handlers, key=lambda t: (-t[1].priority, t[0])):
        print(f"{eid}: {h!r} -> {h.handle()}")
    print(RefundHandler.__mro__[1].__name__, RefundHandler.priority, issubclass(RefundHandler, Handler))
    return len(handlers)


if __name__ == "__main__":
    main()

"""Normalize incoming webhook payloads from several providers into one shape."""
from __future__ import annotations

import json
from typing import Literal, NamedTuple, Optional, Protocol, TypedDict, runtime_checkable, get_args

EventKind = Literal["payment.succeeded", "payment.failed", "refund.created"]


class NormalizedEvent(TypedDict):
    provider: str
    kind: EventKind
    amount_cents: int
    currency: str
    customer: Optional[str]


class Money(NamedTuple):
    cents: int
    currency: str = "USD"

    def __str__(self) -> str:
        return f"{self.cents / 100:.2f} {self.currency}"


@runtime_checkable
class Adapter(Protocol):
    name: str

    def normalize(self, raw: dict) -> NormalizedEvent: ...


class StripeLike:
    name = "stripe"
    KINDS = {"charge.succeeded": "payment.succeeded", "charge.failed": "payment.failed",
             "charge.refunded": "refund.created"}

    def normalize(self, raw: dict) -> NormalizedEvent:
        obj = raw["data"]["object"]
        return NormalizedEvent(provider=self.name, kind=self.KINDS[raw["type"]],
                               amount_cents=obj["amount"], currency=obj["currency"].upper(),
                               customer=obj.get("customer"))


class PaypalLike:
    name = "paypal"

    def normalize(self, raw: dict) -> NormalizedEvent:
        kind: EventKind = "refund.created" if raw["event_type"].endswith("REFUNDED") else (
            "payment.succeeded" if raw["resource"]["state"] == "completed" else "payment.failed")
        amount = raw["resource"]["amount"]
        cents = round(float(amount["total"]) * 100)
        return {"provider": self.name, "kind": kind, "amount_cents": cents,
                "currency": amount["currency"], "customer": raw["resource"].get("payer_id")}


class Broken:
    name = "broken"


RAW = [
    ("stripe", '{"type": "charge.succeeded", "data": {"object": {"amount": 1999, "currency": "usd", "customer": "cus_1"}}}'),
    ("paypal", '{"event_type": "PAYMENT.SALE.COMPLETED", "resource": {"state": "completed", "amount": {"total": "45.10", "currency": "EUR"}, "payer_id": "P-9"}}'),
    ("stripe", '{"type": "charge.refunded", "data": {"object": {"amount": 500, "currency": "usd"}}}'),
    ("paypal", '{"event_type": "PAYMENT.SALE.DENIED", "resource": {"state": "denied", "amount": {"total": "12.00", "currency": "EUR"}}}'),
    ("stripe", '{"type": "customer.created", "data": {"object": {}}}'),
]


def main() -> int:
    adapters = {a.name: a for a in (StripeLike(), PaypalLike())}
    print("protocol check:", [isinstance(a, Adapter) for a in (StripeLike(), PaypalLike(), Broken())])
    totals: dict[tuple[str, str], Money] = {}
    for provider, body in RAW:
        raw = json.loads(body)
        try:
            event = adapters[provider].normalize(raw)
        except KeyError as e:
            print(f"skip {provider} event: unsupported {e}")
            continue
        assert event["kind"] in get_args(EventKind)
        sign = -1 if event["kind"] == "refund.created" else (0 if event["kind"] == "payment.failed" else 1)
        key = (event["provider"], event["currency"])
        prev = totals.get(key, Money(0, event["currency"]))
        totals[key] = prev._replace(cents=prev.cents + sign * event["amount_cents"])
        print(json.dumps(event, sort_keys=True))
    for (provider, currency), money in sorted(totals.items()):
        print(f"{provider:<7} net {money}")
    m = Money(250)
    print(m, repr(m), m._fields, Money._field_defaults, tuple(m))
    print(NormalizedEvent.__required_keys__ == frozenset(NormalizedEvent.__annotations__))
    return len(totals)


if __name__ == "__main__":
    main()

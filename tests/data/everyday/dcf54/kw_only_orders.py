"""Order requests with keyword-only options, as an API client builds them."""
from dataclasses import KW_ONLY, asdict, dataclass, field, fields, replace


@dataclass(kw_only=True)
class RetryPolicy:
    attempts: int = 3
    backoff: float = 0.5


@dataclass
class Request:
    method: str
    path: str
    _: KW_ONLY
    timeout: float = 10.0
    headers: dict = field(default_factory=dict)
    retry: RetryPolicy = field(default_factory=RetryPolicy)


@dataclass
class OrderRequest(Request):
    order_id: int = 0
    rush: bool = field(default=False, kw_only=True)
    quantity: int = field(kw_only=True, default=1)


def describe(req):
    parts = []
    for f in fields(req):
        kind = "kw" if f.kw_only else "pos"
        parts.append(f"{f.name}:{kind}")
    return " ".join(parts)


def main():
    base = Request("GET", "/orders", timeout=2.5)
    print(base)
    order = OrderRequest("POST", "/orders", 7, rush=True, headers={"X-Id": "7"})
    print(order)
    print(describe(order))
    print(asdict(order)["retry"], asdict(base) == asdict(Request("GET", "/orders", timeout=2.5)))
    slow = replace(order, timeout=60.0, retry=RetryPolicy(attempts=5))
    print(slow.timeout, slow.retry, slow.order_id, slow.headers is order.headers)
    for bad in [lambda: RetryPolicy(5), lambda: Request("GET", "/x", 3.0), lambda: OrderRequest("GET")]:
        try:
            bad()
        except TypeError as e:
            print("TypeError:", e)
    try:
        Request(method="GET", path="/", retries=2)
    except TypeError as e:
        print("TypeError:", e)
    return order.quantity


if __name__ == "__main__":
    main()

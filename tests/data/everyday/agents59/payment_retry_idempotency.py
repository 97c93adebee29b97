"""Retry flaky payment calls with exponential backoff and idempotency keys; never double-charge."""
import hashlib
import random
from typing import Callable, Dict


class PaymentError(Exception):
    retryable = False


class GatewayTimeout(PaymentError):
    retryable = True


class RateLimited(PaymentError):
    retryable = True

    def __init__(self, retry_after):
        super().__init__(f"rate limited, retry after {retry_after}s")
        self.retry_after = retry_after


class CardDeclined(PaymentError):
    pass


class FakeGateway:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.charges: Dict[str, int] = {}
        self.calls = 0

    def charge(self, key: str, cents: int, card: str) -> str:
        self.calls += 1
        if key in self.charges:
            return f"ch_{key[:8]} (replayed)"
        if card.endswith("0002"):
            raise CardDeclined(f"card ending {card[-4:]} declined")
        roll = self.rng.random()
        if roll < 0.25:
            raise GatewayTimeout("upstream timed out")
        if roll < 0.35:
            raise RateLimited(retry_after=2)
        if roll < 0.5:
            self.charges[key] = cents
            raise GatewayTimeout("timed out after charging")
        self.charges[key] = cents
        return f"ch_{key[:8]}"


def idempotency_key(order_id: str, cents: int) -> str:
    return hashlib.sha256(f"{order_id}:{cents}".encode()).hexdigest()


def with_retries(call: Callable[[], str], attempts: int = 5, base: float = 0.5, log=print) -> str:
    delay_total = 0.0
    for attempt in range(1, attempts + 1):
        try:
            return call()
        except PaymentError as err:
            if not err.retryable or attempt == attempts:
                log(f"    attempt {attempt}: {type(err).__name__}: {err} -> giving up")
                raise
            wait = getattr(err, "retry_after", base * 2 ** (attempt - 1))
            delay_total += wait
            log(f"    attempt {attempt}: {type(err).__name__} -> sleeping {wait:.1f}s (total {delay_total:.1f}s)")
    raise AssertionError("unreachable")


def main():
    gw = FakeGateway(seed=21)
    orders = [("ord-1001", 4599, "4242424242424242"), ("ord-1002", 1250, "4000000000000002"),
              ("ord-1003", 89900, "5555555555554444"), ("ord-1004", 300, "4242424242424242"),
              ("ord-1005", 7700, "378282246310005")]
    ok, failed = [], []
    for order_id, cents, card in orders:
        key = idempotency_key(order_id, cents)
        print(f"{order_id} ${cents / 100:,.2f} key={key[:12]}")
        try:
            receipt = with_retries(lambda: gw.charge(key, cents, card))
        except PaymentError as err:
            failed.append((order_id, type(err).__name__))
        else:
            ok.append(order_id)
            print(f"    -> {receipt}")
    print(f"succeeded: {ok}")
    print(f"failed: {failed}")
    print(f"gateway calls: {gw.calls}, distinct charges: {len(gw.charges)}")
    print(f"total captured: ${sum(gw.charges.values()) / 100:,.2f}")
    assert len(gw.charges) == len(set(gw.charges)), "double charge"


if __name__ == "__main__":
    main()

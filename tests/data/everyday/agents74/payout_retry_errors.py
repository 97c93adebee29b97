"""Send partner payouts through a flaky gateway with a retry policy and error chain."""
from dataclasses import dataclass


class PayoutError(Exception):
    """Base class for payout failures."""


class TransientError(PayoutError):
    def __init__(self, code: int, attempt: int):
        super().__init__(f"gateway returned {code} on attempt {attempt}")
        self.code = code
        self.attempt = attempt


class PermanentError(PayoutError):
    pass


class AccountClosed(PermanentError):
    pass


class RetriesExhausted(PayoutError):
    pass


@dataclass
class Gateway:
    script: dict[str, list[int]]

    def send(self, partner: str, cents: int, attempt: int) -> str:
        codes = self.script.get(partner, [200])
        code = codes[min(attempt - 1, len(codes) - 1)]
        if code == 200:
            return f"tx-{partner}-{cents}-{attempt}"
        if code == 410:
            raise AccountClosed(f"{partner}: account closed")
        if code in (400, 422):
            raise PermanentError(f"{partner}: rejected with {code}")
        raise TransientError(code, attempt)


def backoff(attempt: int, base: float = 0.5, cap: float = 8.0) -> float:
    return min(cap, base * 2 ** (attempt - 1))


def pay(gateway: Gateway, partner: str, cents: int, max_attempts: int = 4) -> tuple[str, float]:
    waited = 0.0
    last: TransientError | None = None
    for attempt in range(1, max_attempts + 1):
        try:
            tx = gateway.send(partner, cents, attempt)
        except TransientError as exc:
            last = exc
            waited += backoff(attempt)
            continue
        except PermanentError:
            raise
        else:
            return tx, waited
        finally:
            pass
    raise RetriesExhausted(f"{partner}: gave up after {max_attempts} attempts") from last


def main():
    gateway = Gateway({
        "acme": [200],
        "globex": [503, 502, 200],
        "initech": [503, 503, 503, 503, 503],
        "umbrella": [410],
        "hooli": [429, 422],
    })
    payouts = {"acme": 125_000, "globex": 98_050, "initech": 4_000, "umbrella": 7_500, "hooli": 60_000}
    ledger = []
    for partner, cents in payouts.items():
        status = "?"
        try:
            tx, waited = pay(gateway, partner, cents)
        except AccountClosed as exc:
            status = f"closed: {exc}"
        except RetriesExhausted as exc:
            cause = exc.__cause__
            status = f"exhausted: {exc} (last: {cause}; code {cause.code})"
        except PayoutError as exc:
            status = f"{type(exc).__name__}: {exc}"
        else:
            status = f"paid {tx} after waiting {waited:.1f}s"
            ledger.append((partner, cents))
        finally:
            print(f"{partner:<9} {cents / 100:>10,.2f}  {status}")
    paid = sum(c for _, c in ledger)
    print(f"paid {len(ledger)}/{len(payouts)} totalling {paid / 100:,.2f}")
    print("schedule:", [backoff(a) for a in range(1, 7)])
    print([cls.__name__ for cls in AccountClosed.__mro__[:-2]])
    try:
        try:
            pay(gateway, "initech", 1, max_attempts=2)
        except RetriesExhausted as exc:
            raise RuntimeError("batch aborted") from exc
    except RuntimeError as outer:
        chain = []
        e = outer
        while e is not None:
            chain.append(type(e).__name__)
            e = e.__cause__
        print(" <- ".join(chain), outer.__suppress_context__)
    return len(ledger)


if __name__ == "__main__":
    main()

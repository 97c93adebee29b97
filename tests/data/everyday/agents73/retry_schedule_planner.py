"""Plan retries for failed deliveries: backoff with deterministic jitter, budgets, and error taxonomy."""
import random
from datetime import datetime, timedelta


class DeliveryError(Exception):
    retryable = False

    def __init__(self, target, detail):
        super().__init__(f"{target}: {detail}")
        self.target = target


class TransientError(DeliveryError):
    retryable = True


class RateLimited(TransientError):
    def __init__(self, target, retry_after):
        super().__init__(target, f"rate limited, retry after {retry_after}s")
        self.retry_after = retry_after


class PermanentError(DeliveryError):
    pass


class RetryBudgetExceeded(Exception):
    pass


FAILURES = [
    ("hooks.acme.io", "timeout"), ("api.beta.dev", "429:20"), ("old.example", "410"),
    ("hooks.acme.io", "503"), ("cdn.zeta.net", "timeout"), ("api.beta.dev", "400"),
]


def classify(target: str, code: str) -> DeliveryError:
    if code == "timeout" or code.startswith("5"):
        return TransientError(target, f"transient {code}")
    if code.startswith("429"):
        return RateLimited(target, int(code.split(":")[1]))
    return PermanentError(target, f"HTTP {code}")


def schedule(err: DeliveryError, start: datetime, rng: random.Random, attempts=5, base=2.0, cap=60.0):
    if not err.retryable:
        raise ValueError("not retryable") from err
    times = []
    t = start
    for n in range(attempts):
        delay = min(cap, base * 2 ** n)
        delay = delay / 2 + rng.uniform(0, delay / 2)
        if isinstance(err, RateLimited) and n == 0:
            delay = max(delay, err.retry_after)
        t += timedelta(seconds=round(delay, 3))
        times.append(t)
    return times


def main():
    rng = random.Random(42)
    start = datetime(2024, 1, 1, 12, 0, 0)
    budget = 12
    planned = 0
    report = {"retry": [], "drop": []}
    for target, code in FAILURES:
        err = classify(target, code)
        try:
            times = schedule(err, start, rng)
            if planned + len(times) > budget:
                raise RetryBudgetExceeded(f"budget {budget} exhausted at {target}")
        except ValueError as e:
            cause = e.__cause__
            report["drop"].append(f"{type(cause).__name__}({cause})")
            continue
        except RetryBudgetExceeded as e:
            report["drop"].append(str(e))
            break
        else:
            planned += len(times)
            report["retry"].append((target, type(err).__name__, [f"{(t - start).total_seconds():.1f}" for t in times]))
        finally:
            start += timedelta(seconds=1)
    for target, kind, offsets in report["retry"]:
        print(f"{target:<14} {kind:<14} +{' +'.join(offsets)}s")
    print("dropped:")
    for d in report["drop"]:
        print("  ", d)
    print(f"planned {planned} attempts; MRO: {[c.__name__ for c in RateLimited.__mro__]}")
    print(issubclass(RateLimited, DeliveryError), isinstance(classify("x", "404"), TransientError))
    return planned


if __name__ == "__main__":
    main()

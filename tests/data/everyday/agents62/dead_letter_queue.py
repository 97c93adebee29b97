"""Process a message queue with per-message retries and a dead-letter queue."""
from collections import deque
import json


class TransientError(Exception):
    """Worth retrying: the downstream service hiccupped."""


class PermanentError(Exception):
    """Retrying will not help: the message itself is bad."""


class QuotaExceeded(TransientError):
    def __init__(self, account, limit):
        super().__init__(f"account {account} over quota ({limit}/min)")
        self.account = account


ATTEMPTS = {}


def handle(message):
    key = message["id"]
    ATTEMPTS[key] = ATTEMPTS.get(key, 0) + 1
    kind = message.get("type")
    if kind is None:
        raise PermanentError("missing type")
    if kind == "charge" and not isinstance(message.get("amount"), int):
        raise PermanentError(f"amount must be int, got {type(message.get('amount')).__name__}")
    if message.get("flaky", 0) >= ATTEMPTS[key]:
        raise TransientError(f"timeout talking to {kind}-service")
    if kind == "email" and message.get("account") == "acme" and ATTEMPTS[key] < 3:
        raise QuotaExceeded("acme", 60)
    return f"{kind} ok"


def drain(queue, max_attempts=3):
    dead, done, tick = [], [], 0
    while queue:
        tick += 1
        message, attempt = queue.popleft()
        try:
            result = handle(message)
        except PermanentError as exc:
            dead.append((message["id"], f"permanent: {exc}"))
        except TransientError as exc:
            if attempt >= max_attempts:
                dead.append((message["id"], f"gave up after {attempt}: {exc}"))
            else:
                print(f"  [{tick:02}] retry {message['id']} ({type(exc).__name__}: {exc})")
                queue.append((message, attempt + 1))
        else:
            done.append((message["id"], result, attempt))
        finally:
            pass
    return done, dead, tick


def main():
    raw = """[
      {"id": "m1", "type": "charge", "amount": 1200},
      {"id": "m2", "type": "email", "account": "acme"},
      {"id": "m3", "type": "charge", "amount": "12.00"},
      {"id": "m4", "type": "sms", "flaky": 1},
      {"id": "m5", "amount": 5},
      {"id": "m6", "type": "webhook", "flaky": 5},
      {"id": "m7", "type": "email", "account": "zen"}
    ]"""
    messages = json.loads(raw)
    queue = deque((m, 1) for m in messages)
    done, dead, ticks = drain(queue)
    print(f"processed in {ticks} ticks")
    for mid, result, attempt in done:
        print(f"  done {mid}: {result} on attempt {attempt}")
    for mid, reason in dead:
        print(f"  DLQ  {mid}: {reason}")
    print("attempts:", json.dumps(ATTEMPTS, sort_keys=True))
    print(json.dumps({"dead": [m for m, _ in dead], "ok": len(done)}, indent=2))
    print(issubclass(QuotaExceeded, TransientError), QuotaExceeded.__mro__[1].__name__)
    try:
        raise QuotaExceeded("x", 1)
    except Exception as exc:
        print(repr(exc), exc.args, exc.account)


if __name__ == "__main__":
    main()

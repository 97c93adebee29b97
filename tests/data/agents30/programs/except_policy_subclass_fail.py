# prove: failed assertion
"""The policy retries only refused connections (`ConnectionRefusedError`, a subclass of the
declared `ConnectionError`): the handler, computed when the fetch fails, runs for that subclass
alone and leaves the status at 0, which the check before paying catches."""
from tools.agents.trusted.effects import fetch_status, pay


class Policy:
    retry_on = ConnectionRefusedError

    def __init__(self, fee: int):
        self.fee = fee


def main() -> int:
    policy = Policy(5)
    status = 200
    try:
        status = fetch_status("https://shop.example/ping")
    except policy.retry_on:
        status = 0
    assert 100 <= status <= 599, "no status"
    pay("shop", policy.fee)
    return status

# prove: proved
"""A retry policy object names the exceptions worth retrying (`except policy.retry_on`); the
handler classes are computed when a fetch fails."""
from tools.agents.trusted.effects import fetch_status, send


class RetryPolicy:
    def __init__(self, retry_on, tries: int):
        self.retry_on = retry_on
        self.tries = tries


def fetch_with(policy: RetryPolicy, url: str) -> int:
    for attempt in range(policy.tries):
        try:
            return fetch_status(url)
        except policy.retry_on as exc:
            print("attempt", attempt, "failed:", type(exc).__name__)
    return 503


def main() -> int:
    policy = RetryPolicy((TimeoutError, ConnectionError), 3)
    status = fetch_with(policy, "https://example.org/health")
    send("ops", f"health {status}")
    assert 100 <= status <= 599
    return status

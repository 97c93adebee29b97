# prove: proved! TimeoutError, ConnectionError, assertion
"""A module constant holds the retryable exceptions (`RETRYABLE = (TimeoutError,
ConnectionError)`), read as the classes it names."""
from tools.agents.trusted.effects import fetch_status

RETRYABLE = (TimeoutError, ConnectionError)


def main() -> int:
    status = 0
    for _ in range(2):
        try:
            status = fetch_status("https://example.org")
            break
        except RETRYABLE as exc:
            print("retrying after", type(exc).__name__)
    assert status == 0 or 100 <= status <= 599
    return status

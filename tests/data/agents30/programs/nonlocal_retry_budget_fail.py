# prove: failed assertion
"""Retries through a nested function with a `nonlocal` budget, and asserts a retry was never needed."""
from tools.agents.trusted.effects import fetch_status


def main() -> int:
    retries = 0

    def attempt() -> int:
        nonlocal retries
        for _ in range(2):
            try:
                return fetch_status("https://example.org")
            except (TimeoutError, ConnectionError):
                retries += 1
        return 0

    status = attempt()
    assert retries == 0, "needed a retry"
    return status

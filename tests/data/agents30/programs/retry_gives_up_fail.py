# prove: failed assertion
"""Retries, but asserts a status came back: three timeouts in a row break it."""
from tools.agents.trusted.effects import fetch_status


def main() -> int:
    status = -1
    tries = 0
    while tries < 3 and status == -1:
        tries += 1
        try:
            status = fetch_status("https://api.example.org/jobs")
        except (TimeoutError, ConnectionError):
            print("retrying after", tries)
    assert status != -1, "no answer after retries"
    print("status", status, "after", tries)
    return status

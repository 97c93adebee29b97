# prove: proved
"""Retries a fetch that may time out, three times at most."""
from tools.agents.trusted.effects import fetch_status, send


def main() -> int:
    status = -1
    for attempt in range(3):
        try:
            status = fetch_status("https://api.example.org/health")
            break
        except TimeoutError as e:
            print("attempt", attempt, "timed out:", e)
        except ConnectionError:
            print("attempt", attempt, "refused")
    if status == -1:
        send("ops", "health check gave up")
    else:
        assert 100 <= status <= 599
    return status

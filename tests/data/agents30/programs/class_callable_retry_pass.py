# prove: proved
"""A retry policy object called like a function (`__call__`) decides whether to try again."""
from tools.agents.trusted.effects import fetch_status


class Policy:
    def __init__(self, limit: int):
        self.limit = limit
        self.used = 0

    def __call__(self, error: Exception) -> bool:
        self.used += 1
        return self.used < self.limit


def main() -> int:
    again = Policy(3)
    status = 0
    while True:
        try:
            status = fetch_status("https://example.org")
            break
        except TimeoutError as e:
            if not again(e):
                break
    print("status", status, "after", again.used, "failures")
    assert again.used <= 3
    return status

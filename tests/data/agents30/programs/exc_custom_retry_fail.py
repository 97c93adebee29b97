# prove: failed RateLimited
"""A custom exception for rate limits is retried twice, then escapes the handler uncaught."""
from tools.agents.trusted.effects import fetch_status


class RateLimited(Exception):
    def __init__(self, wait: int):
        super().__init__(f"retry after {wait}s")
        self.wait = wait


def get() -> int:
    code = fetch_status("https://api.example.org")
    if code == 429:
        raise RateLimited(30)
    return code


def main() -> int:
    for attempt in range(2):
        try:
            return get()
        except RateLimited as e:
            print("attempt", attempt, e, e.wait)
    return get()

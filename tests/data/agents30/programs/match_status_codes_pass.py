# prove: proved
"""Follows a redirect, dispatching on the status class with a tuple subject."""
from tools.agents.trusted.effects import fetch_status


def main() -> int:
    url = "https://example.org/old"
    for hop in range(3):
        try:
            status = fetch_status(url)
        except (TimeoutError, ConnectionError):
            return -1
        match (status // 100, status):
            case (2, _):
                print("fetched", url, "after", hop, "hops")
                return status
            case (3, 301 | 302):
                url = url.replace("old", "new")
            case (4, code) | (5, code):
                print("gave up with", code)
                return code
            case _:
                print("odd status", status)
    return 0

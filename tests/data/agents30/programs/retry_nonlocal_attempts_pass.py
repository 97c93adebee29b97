# prove: proved
"""A nested retry helper counts its attempts in the enclosing function (`nonlocal`)."""
from tools.agents.trusted.effects import fetch_text, send


def main() -> int:
    attempts = 0

    def get(url: str) -> str:
        nonlocal attempts
        while attempts < 4:
            attempts += 1
            try:
                return fetch_text(url)
            except TimeoutError:
                print("timeout", attempts)
        return ""

    body = get("https://status.example.org")
    if body.startswith("ok"):
        send("ops", body)
    assert 1 <= attempts <= 4
    print("attempts:", attempts)
    return attempts

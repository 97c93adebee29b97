# prove: proved
"""A connection state machine whose truth (`__bool__`) says whether it is usable."""
from tools.agents.trusted.effects import fetch_status, alert


class Conn:
    def __init__(self):
        self.state = "closed"
        self.failures = 0

    def __bool__(self):
        return self.state == "open"

    def open(self) -> None:
        try:
            code = fetch_status("https://db.example.org")
        except (TimeoutError, ConnectionError):
            self.failures += 1
            self.state = "broken" if self.failures >= 2 else "closed"
            return
        self.state = "open" if code < 400 else "closed"


def main() -> int:
    c = Conn()
    for _ in range(3):
        if c or c.state == "broken":
            break
        c.open()
    if not c:
        alert("database unreachable: " + c.state)
    print(c.state, c.failures)
    assert c.failures <= 2
    return c.failures

# prove: skipped
"""Results as dataclasses, sent as text built from their `repr`."""
from dataclasses import dataclass
from tools.agents.trusted.effects import fetch_status, send


@dataclass
class Check:
    url: str
    status: int
    ok: bool = False


def main() -> int:
    checks = []
    for url in ["https://a.example.org", "https://b.example.org"]:
        try:
            status = fetch_status(url)
        except (TimeoutError, ConnectionError):
            status = 0
        checks.append(Check(url, status, status == 200))
    bad = [c for c in checks if not c.ok]
    for c in bad:
        send("ops", repr(c))
    print(checks[1])
    return len(bad)

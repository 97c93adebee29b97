# prove: proved
"""Module-level counters updated through `global` by a helper that wraps each fetch."""
from tools.agents.trusted.effects import fetch_status

CALLS = 0
FAILURES = 0


def checked(url: str) -> bool:
    global CALLS, FAILURES
    CALLS += 1
    try:
        ok = fetch_status(url) < 400
    except (TimeoutError, ConnectionError):
        ok = False
    if not ok:
        FAILURES += 1
    return ok


def main() -> int:
    up = [u for u in ["a", "b", "c"] if checked(u)]
    assert CALLS == 3 and FAILURES + len(up) == 3
    print("up", up, "calls", CALLS, "failures", FAILURES)
    return FAILURES

# prove: failed assertion
"""The helper hands the generator back to its caller, which still holds it: it is not closed
when the helper returns, so the cleanup is not yet in the log."""
from tools.agents.trusted.effects import fetch_status


def pages(log: list):
    try:
        for n in range(3):
            yield fetch_status(f"https://example.org/page/{n}")
    finally:
        log.append("connection closed")


def first_page(log: list):
    stream = pages(log)
    first = next(stream)
    return first, stream


def main() -> int:
    log = []
    status, rest = first_page(log)
    log.append("done")
    assert log == ["connection closed", "done"], "still open"
    return status

# prove: proved
"""A helper takes the first page of a paged fetch from a generator and returns: the generator
only its local held is closed then, so its `finally:` records the cleanup before the caller
checks the log."""
from tools.agents.trusted.effects import fetch_status


def pages(log: list):
    try:
        for n in range(3):
            yield fetch_status(f"https://example.org/page/{n}")
    finally:
        log.append("connection closed")


def first_page(log: list) -> int:
    stream = pages(log)
    return next(stream)


def main() -> int:
    log = []
    status = first_page(log)
    log.append("done")
    print(log)
    assert log == ["connection closed", "done"]
    return status

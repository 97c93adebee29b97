# prove: proved
"""A context manager that logs entering and leaving a step, around fetches that may fail."""
from tools.agents.trusted.effects import fetch_status


class Span:
    def __init__(self, name: str):
        self.name = name
        self.closed = False

    def __enter__(self):
        print("begin", self.name)
        return self

    def __exit__(self, kind, value, tb) -> bool:
        self.closed = True
        print("end", self.name, "failed" if kind is not None else "ok")
        return False


def main() -> int:
    ok = 0
    for step in ["one", "two"]:
        span = Span(step)
        try:
            with span:
                fetch_status("https://example.org/" + step)
                ok += 1
        except (TimeoutError, ConnectionError) as e:
            print("step", step, "failed:", e)
        assert span.closed
    return ok

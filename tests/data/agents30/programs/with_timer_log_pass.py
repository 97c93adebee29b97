# prove: proved
"""A context manager that logs entry and exit and records whether the block failed."""
from tools.agents.trusted.effects import fetch_text, send


class Step:
    log = []

    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        Step.log.append("start " + self.name)
        return self

    def __exit__(self, kind, value, tb):
        Step.log.append(("fail " if kind else "done ") + self.name)
        return kind is TimeoutError


def main() -> int:
    text = ""
    with Step("fetch"):
        text = fetch_text("https://example.org/a")
    with Step("refetch"):
        text = text + fetch_text("https://example.org/b")
    send("ops", "; ".join(Step.log))
    print(Step.log)
    assert len(Step.log) == 4
    return len(text)

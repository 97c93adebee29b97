# prove: failed ZeroDivisionError
"""A method divides by a count that an empty or timed-out queue leaves at zero."""
from tools.agents.trusted.effects import list_jobs


class Report:
    def __init__(self):
        self.count = 0
        self.chars = 0

    def add(self, name: str) -> None:
        self.count += 1
        self.chars += len(name)

    def mean(self) -> int:
        return self.chars // self.count


def main() -> int:
    report = Report()
    try:
        for name in list_jobs("q"):
            report.add(name)
    except TimeoutError:
        pass
    print("mean", report.mean())
    return report.mean()

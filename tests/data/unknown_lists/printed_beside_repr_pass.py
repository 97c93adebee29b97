class Job:
    """A job record with its own text, so printing goes through the program's `__repr__`."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Job({self.name!r})"


def main(jobs: list[str]) -> int:
    """Print the queue a trusted call returned (a list of unknown length) and a record."""
    print(jobs)
    print([Job("flush")])
    assert len(jobs) >= 0
    return len(jobs)

def main(jobs: list[str]) -> int:
    """Everything after the first job: one fewer, except that an empty queue stays empty."""
    rest = jobs[1:]
    assert len(rest) == len(jobs) - 1
    return len(rest)

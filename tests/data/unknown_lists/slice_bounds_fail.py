def main(jobs: list[str], page: int) -> int:
    """Jobs from a page on, taking a page before the first for the whole queue."""
    start = page * 2
    if start < 0:
        assert len(jobs[start:]) == len(jobs)
    return start

def main(jobs: list[str], page: int) -> int:
    """One page of two jobs, at a page number the caller gives, and the last two jobs."""
    start = page * 2
    shown = jobs[start:start + 2]
    assert len(shown) <= 2
    if 0 <= start and start + 2 <= len(jobs):
        assert len(shown) == 2 and shown[1] == jobs[start + 1]
    if start < 0:
        assert len(jobs[start:]) == min(-start, len(jobs))
    latest = jobs[-2:]
    assert len(latest) == min(2, len(jobs))
    return len(shown)

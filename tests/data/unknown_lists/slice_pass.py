def main(jobs: list[str]) -> int:
    """Take the first three jobs now and leave the rest for later."""
    now = jobs[:3]
    later = jobs[3:]
    assert len(now) <= 3
    assert len(now) + len(later) == len(jobs)
    if len(jobs) >= 4:
        assert later[0] == jobs[3]
        assert jobs[-2:][1] == jobs[-1]
    middle = jobs[1:-1]
    assert len(middle) == max(len(jobs) - 2, 0)
    for job in now:
        assert job in jobs
    return len(now)

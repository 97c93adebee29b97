def main(jobs: list[str]) -> int:
    """Find the deploy job and count the retries queued."""
    if len(jobs) > 5:
        return 0
    if "deploy" in jobs:
        at = jobs.index("deploy")
        assert jobs[at] == "deploy"
        assert "deploy" not in jobs[:at]
        assert jobs.count("deploy") >= 1
    retries = jobs.count("retry")
    assert 0 <= retries <= len(jobs)
    assert (retries > 0) == ("retry" in jobs)
    return retries

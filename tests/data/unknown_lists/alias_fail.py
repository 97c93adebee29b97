def main(jobs: list[str]) -> int:
    """Queue a flush job after taking a snapshot: the snapshot is a copy and does not see it."""
    if not jobs:
        return 0
    snapshot = list(jobs)
    jobs.append("flush")
    assert snapshot[-1] == "flush"
    return len(snapshot)

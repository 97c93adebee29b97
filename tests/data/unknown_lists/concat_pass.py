def main(jobs: list[str]) -> int:
    """Queue a flush job after the jobs a queue returned, and a start job before them."""
    batch = jobs + ["flush"]
    assert len(batch) == len(jobs) + 1
    assert batch[-1] == "flush"
    if jobs:
        assert batch[0] == jobs[0]
        assert batch[len(jobs) - 1] == jobs[-1]
    framed = ["start"] + batch
    assert framed[0] == "start" and framed[-1] == "flush"
    assert len(jobs + jobs) == 2 * len(jobs)
    return len(framed)

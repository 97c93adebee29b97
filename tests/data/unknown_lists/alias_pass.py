def main(jobs: list[str]) -> int:
    """Queue a flush job; the report and the batch share the list, so both see it."""
    report = {"queued": jobs, "owner": "ops"}
    batch = jobs
    jobs.append("flush")
    assert batch[-1] == "flush"
    assert report["queued"][-1] == "flush"
    assert len(batch) == len(report["queued"])
    return len(batch)

def main(jobs: list[str]) -> int:
    """Queue a flush job after the jobs, wrongly taking the first one for a real job."""
    batch = jobs + ["flush"]
    first = batch[0]
    assert first != "flush", "the first job is never the flush"
    return len(batch)

def main(jobs: list[str]) -> int:
    """Add a job to the list the queue returned."""
    queued = jobs
    jobs.append("flush")
    assert queued[-1] == "flush"
    return len(queued)

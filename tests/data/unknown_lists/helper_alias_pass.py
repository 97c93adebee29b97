def enqueue(queue: list[int], job_id: int) -> None:
    if job_id not in queue:
        queue.append(job_id)


def main(pending: list[int], job_id: int) -> int:
    """A helper changes the caller's list in place."""
    enqueue(pending, job_id)
    assert job_id in pending
    assert len(pending) >= 1
    return len(pending)

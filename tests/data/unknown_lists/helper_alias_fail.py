def enqueue(queue: list[int], job_id: int) -> None:
    if job_id not in queue:
        queue.append(job_id)


def main(pending: list[int], job_id: int) -> int:
    """The helper appends only a new id, so the length does not always grow."""
    before = len(pending)
    enqueue(pending, job_id)
    assert len(pending) == before + 1
    return len(pending)

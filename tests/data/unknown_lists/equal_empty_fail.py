def main(jobs: list[str]) -> int:
    """Assumes the queue is never empty."""
    assert jobs != [], "the queue has work"
    return len(jobs)

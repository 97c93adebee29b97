def main(jobs: list[str]) -> int:
    """The queue starts with a backup, taken for the queue holding only a backup."""
    if jobs[:1] == ["backup"]:
        assert jobs == ["backup"], "only the backup is queued"
    return len(jobs)

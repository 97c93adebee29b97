def main(jobs: list[str]) -> int:
    """Report an empty queue, and recognise the one queue the operator expects."""
    if jobs == []:
        assert len(jobs) == 0
        return 0
    assert jobs != []
    assert len(jobs) > 0
    if jobs == ["backup", "report"]:
        assert jobs[1] == "report"
        assert len(jobs) == 2
    if jobs != ["backup"]:
        assert len(jobs) != 1 or jobs[0] != "backup"
    return len(jobs)

def main(mine: list[str], theirs: list[str]) -> int:
    """Merge two queues and a trailer, in order, through an alias."""
    merged = mine
    n, m = len(mine), len(theirs)
    if m > 0:
        tail = theirs[-1]
        mine.extend(theirs)
        assert merged[-1] == tail
    else:
        mine.extend(theirs)
    mine += ["done"]
    assert len(merged) == n + m + 1
    assert merged[-1] == "done"
    return len(merged)

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
    mine.extend(("audit", "close"))
    assert len(merged) == n + m + 3
    assert merged[-3] == "done" and merged[-1] == "close"
    return len(merged)

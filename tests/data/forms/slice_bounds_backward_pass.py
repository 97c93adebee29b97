def main(start: int, stop: int) -> int:
    queue = [1, 2, 3, 4]
    back = queue[start:stop:-1]
    fore = queue[start:stop]
    assert len(back) + len(fore) <= 4
    from_start = 0 if start < -4 else (start + 5 if start < 0 else min(start, 3) + 1)
    assert len(queue[start::-1]) == from_start
    to_stop = 4 if stop < -4 else (-1 - stop if stop < 0 else max(3 - stop, 0))
    assert len(queue[:stop:-1]) == to_stop
    return len(back)

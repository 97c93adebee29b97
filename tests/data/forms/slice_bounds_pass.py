def main(count: int, skip: int) -> str:
    queue = ["build", "test", "lint", "deploy"]
    batch = queue[skip:count]
    rest = queue[skip:]
    assert len(batch) <= len(rest) <= 4
    newest = queue[-count:] if count > 0 else []
    if newest:
        return newest[0] + "," + ",".join(batch)
    return ",".join(rest[::-1])

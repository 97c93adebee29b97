def main(a: int) -> None:
    grid = [[a]] * 2
    grid[0].append(1)
    assert len(grid[1]) == 1

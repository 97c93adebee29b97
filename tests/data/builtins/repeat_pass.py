def main(a: int, n: int) -> None:
    row = [a] * 3
    assert len(row) == 3 and row[2] == a
    grid = [row] * 2
    grid[0].append(n)
    assert len(grid[1]) == 4
    marks = [0] * 4
    marks *= 2
    assert len(marks) == 8

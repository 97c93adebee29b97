def spiral(n):
    grid = [[0] * n for _ in range(n)]
    r = c = 0
    dr, dc = 0, 1
    for k in range(1, n * n + 1):
        grid[r][c] = k
        nr, nc = r + dr, c + dc
        if not (0 <= nr < n and 0 <= nc < n) or grid[nr][nc]:
            dr, dc = dc, -dr
            nr, nc = r + dr, c + dc
        r, c = nr, nc
    return grid


def rotate(grid):
    return [list(row) for row in zip(*grid[::-1])]


def main():
    g = spiral(5)
    for row in g:
        print(" ".join(f"{x:2}" for x in row))
    print()
    for row in rotate(spiral(3)):
        print(row)
    print(sum(map(sum, g)), [row[-1] for row in g], g[2][1:4])
    pascal = [[1]]
    for _ in range(6):
        prev = pascal[-1]
        pascal.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
    width = len(" ".join(map(str, pascal[-1])))
    for row in pascal:
        print(" ".join(map(str, row)).center(width).rstrip())


if __name__ == "__main__":
    main()

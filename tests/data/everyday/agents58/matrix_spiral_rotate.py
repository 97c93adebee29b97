"""Grid utilities for an image-tiling job: spiral order, rotations, transposes, and tile sums."""
from typing import List

Matrix = List[List[int]]


def spiral(m: Matrix) -> List[int]:
    out = []
    top, bottom, left, right = 0, len(m) - 1, 0, len(m[0]) - 1
    while top <= bottom and left <= right:
        out.extend(m[top][c] for c in range(left, right + 1))
        out.extend(m[r][right] for r in range(top + 1, bottom + 1))
        if top < bottom:
            out.extend(m[bottom][c] for c in range(right - 1, left - 1, -1))
        if left < right:
            out.extend(m[r][left] for r in range(bottom - 1, top, -1))
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return out


def rotate_cw(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m[::-1])]


def rotate_ccw(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m)][::-1]


def tiles(m: Matrix, size: int):
    for r in range(0, len(m), size):
        for c in range(0, len(m[0]), size):
            block = [row[c:c + size] for row in m[r:r + size]]
            yield (r // size, c // size), sum(map(sum, block))


def show(m: Matrix) -> str:
    width = max(len(str(v)) for row in m for v in row)
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in m)


def main():
    grid = [[r * 4 + c + 1 for c in range(4)] for r in range(3)]
    print(show(grid))
    print("spiral:", spiral(grid))
    cw = rotate_cw(grid)
    print("rotated clockwise:")
    print(show(cw))
    back = rotate_ccw(cw)
    print("round trip:", back == grid)
    four = grid
    for _ in range(4):
        four = rotate_cw(four)
    print("four turns:", four == grid)
    square = [[(r * 7 + c * 3) % 10 for c in range(6)] for r in range(6)]
    sums = dict(tiles(square, 3))
    print("tile sums:", sums)
    hottest = max(sums, key=sums.get)
    print("hottest tile:", hottest, "->", sums[hottest])
    print("diagonal:", [square[i][i] for i in range(len(square))], "trace", sum(square[i][i] for i in range(6)))


if __name__ == "__main__":
    main()

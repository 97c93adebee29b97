"""Transform small ASCII-art images: rotate, flip, transpose, scale, crop and overlay."""
from typing import List

Image = List[str]

ARROW = [
    "..#..",
    ".###.",
    "#.#.#",
    "..#..",
    "..#..",
]

BOX = [
    "+--+",
    "|  |",
    "+--+",
]


def rotate_cw(img: Image) -> Image:
    return ["".join(row) for row in zip(*img[::-1])]


def rotate_ccw(img: Image) -> Image:
    return ["".join(row) for row in zip(*img)][::-1]


def flip_h(img: Image) -> Image:
    return [row[::-1] for row in img]


def flip_v(img: Image) -> Image:
    return img[::-1]


def transpose(img: Image) -> Image:
    return list(map("".join, zip(*img)))


def scale(img: Image, factor: int) -> Image:
    return [
        "".join(ch * factor for ch in row)
        for row in img
        for _ in range(factor)
    ]


def crop(img: Image, top: int, left: int, height: int, width: int) -> Image:
    return [row[left:left + width] for row in img[top:top + height]]


def overlay(base: Image, top: Image, at_row: int, at_col: int, transparent: str = " ") -> Image:
    canvas = [list(row) for row in base]
    for r, row in enumerate(top):
        for c, ch in enumerate(row):
            rr, cc = at_row + r, at_col + c
            if ch != transparent and 0 <= rr < len(canvas) and 0 <= cc < len(canvas[rr]):
                canvas[rr][cc] = ch
    return ["".join(row) for row in canvas]


def show(title: str, img: Image) -> None:
    print(f"{title} ({len(img[0])}x{len(img)}):")
    for row in img:
        print("   " + row)


def main():
    show("original", ARROW)
    show("rotate cw", rotate_cw(ARROW))
    show("rotate ccw", rotate_ccw(ARROW))
    show("flip v", flip_v(ARROW))
    assert rotate_cw(rotate_cw(rotate_cw(rotate_cw(ARROW)))) == ARROW
    assert transpose(transpose(BOX)) == BOX
    assert flip_h(flip_h(BOX)) == BOX
    show("box transposed", transpose(BOX))
    show("box x2", scale(BOX, 2))
    show("crop", crop(ARROW, 1, 1, 3, 3))
    canvas = ["." * 8 for _ in range(5)]
    show("overlay", overlay(canvas, BOX, 1, 5))
    filled = sum(row.count("#") for row in ARROW)
    density = filled / (len(ARROW) * len(ARROW[0]))
    print(f"ink: {filled} pixels, density {density:.1%}")
    symmetric = {name: f(ARROW) == ARROW for name, f in
                 [("h", flip_h), ("v", flip_v), ("t", transpose)]}
    print("symmetric under:", [k for k, v in symmetric.items() if v])


if __name__ == "__main__":
    main()

"""Edit a tiny 8-bit grayscale image held in a bytearray: draw, invert, threshold, histogram."""

WIDTH, HEIGHT = 12, 6


def new_image(fill: int = 0) -> bytearray:
    return bytearray([fill]) * (WIDTH * HEIGHT)


def fill_rect(img: bytearray, x0: int, y0: int, w: int, h: int, value: int) -> None:
    for y in range(y0, y0 + h):
        row = y * WIDTH
        img[row + x0:row + x0 + w] = bytes([value]) * w


def gradient_row(img: bytearray, y: int) -> None:
    img[y * WIDTH:(y + 1) * WIDTH] = range(0, 240, 20)


def show(img) -> None:
    shades = " .:-=+*#%@"
    for y in range(HEIGHT):
        row = img[y * WIDTH:(y + 1) * WIDTH]
        print("".join(shades[p * len(shades) // 256] for p in row))


def main():
    img = new_image(16)
    fill_rect(img, 2, 1, 5, 3, 200)
    fill_rect(img, 8, 2, 3, 4, 120)
    gradient_row(img, 5)
    show(img)
    inverted = bytearray(255 - p for p in img)
    print("inverted corner:", inverted[0], "center:", inverted[2 * WIDTH + 4])
    mask = bytearray(1 if p >= 128 else 0 for p in img)
    print("bright pixels:", sum(mask), "of", len(mask))
    histogram = [0] * 4
    for p in img:
        histogram[p // 64] += 1
    print("histogram:", histogram)
    img[::WIDTH + 1] = bytes(len(img[::WIDTH + 1]))
    show(img)
    try:
        img[0] = 300
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

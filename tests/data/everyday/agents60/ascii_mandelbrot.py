"""Render the Mandelbrot set in ASCII with complex arithmetic and report escape statistics."""
from collections import Counter

PALETTE = " .:-=+*#%@"


def escape_time(c: complex, limit: int) -> int:
    z = 0j
    for n in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return n
    return limit


def render(width=64, height=24, limit=40, centre=complex(-0.6, 0), scale=2.6):
    rows = []
    counts = Counter()
    for j in range(height):
        row = []
        for i in range(width):
            c = centre + complex((i / (width - 1) - 0.5) * scale * 1.0,
                                 (j / (height - 1) - 0.5) * scale * 0.9)
            n = escape_time(c, limit)
            counts[n == limit] += 1
            row.append("@" if n == limit else PALETTE[n * (len(PALETTE) - 1) // limit])
        rows.append("".join(row).rstrip())
    return rows, counts


def main():
    rows, counts = render()
    for row in rows:
        print(row)
    inside = counts[True]
    total = inside + counts[False]
    print(f"{inside}/{total} points inside ({inside / total:.1%})")
    for c in (0j, -1 + 0j, 1j, -2 + 0j, 0.25 + 0j, 0.26 + 0j, complex(-0.75, 0.1)):
        n = escape_time(c, 200)
        print(f"{str(c):>12}: {'bounded' if n == 200 else f'escapes after {n}'}")
    z = complex(3, 4)
    print(abs(z), z.conjugate(), z.real, z.imag, z * 1j, (1 + 2j) ** 2, complex("1-2j"))


if __name__ == "__main__":
    main()

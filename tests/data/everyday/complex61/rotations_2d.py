"""Rotate and scale 2-D polygons with complex multiplication, tracking area and centroid."""
import cmath

SQUARE = [0j, 1 + 0j, 1 + 1j, 1j]


def rotate(points: list, degrees: float, about: complex = 0j) -> list:
    turn = cmath.exp(1j * cmath.pi * degrees / 180)
    return [(p - about) * turn + about for p in points]


def area(points: list) -> float:
    total = 0.0
    for a, b in zip(points, points[1:] + points[:1]):
        total += (a.conjugate() * b).imag
    return total / 2


def centroid(points: list) -> complex:
    return sum(points) / len(points)


def show(points: list) -> str:
    return " ".join(f"({p.real:+.3f},{p.imag:+.3f})" for p in points)


def main():
    shape = SQUARE
    print("start   ", show(shape), "area", area(shape))
    for step in range(4):
        shape = rotate(shape, 90)
        print(f"turn {step + 1}  ", show(shape), f"area {area(shape):.6f}")
    print("exact after 4 quarter turns by 1j:", [p * 1j * 1j * 1j * 1j for p in SQUARE] == SQUARE)
    tilted = rotate(SQUARE, 30, about=centroid(SQUARE))
    print("tilted  ", show(tilted), f"centroid {centroid(tilted):.3f}")
    scaled = [p * (2 + 0j) for p in tilted]
    print(f"scaled area {area(scaled):.6f}", f"ratio {area(scaled) / area(tilted):.3f}")
    z = 3 + 4j
    print(z, -z, +z, z.conjugate(), abs(z), z * z.conjugate(), z / (1 - 2j), z ** 2, z ** -1, 2 ** z)
    print(z == 3 + 4j, z != 3, (5 + 0j) == 5, (5 + 0j) == 5.0, 1j * 1j == -1, hash(5 + 0j) == hash(5))
    print(sorted([3 - 1j, 1 + 2j, -2j], key=abs), min([1 + 1j, -3j, 2], key=lambda p: p.imag))


if __name__ == "__main__":
    main()

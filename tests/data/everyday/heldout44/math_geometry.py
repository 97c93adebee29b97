import math

SHAPES = [("circle", 1.5), ("square", 2.0), ("triangle", 3.0), ("hexagon", 1.0)]


def area(kind, size):
    if kind == "circle":
        return math.pi * size ** 2
    if kind == "square":
        return size * size
    if kind == "triangle":
        return math.sqrt(3) / 4 * size ** 2
    if kind == "hexagon":
        return 3 * math.sqrt(3) / 2 * size ** 2
    raise ValueError(kind)


def main():
    for kind, size in SHAPES:
        print(f"{kind:<9} {area(kind, size):8.4f}")
    print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(7 / 2))
    print(math.gcd(84, 36), math.lcm(4, 6), math.isqrt(99), math.hypot(3, 4))
    print(round(math.degrees(math.pi / 3), 6), round(math.radians(180), 10))
    print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.fsum([0.1] * 10), sum([0.1] * 10))
    print(math.log(math.e), math.log10(1000), math.log2(1024), math.log(8, 2), math.exp(0))
    print(math.inf > 1e308, math.isnan(math.nan), math.isinf(-math.inf), math.copysign(3, -0.0))
    print(math.prod([1, 2, 3, 4]), math.dist((0, 0), (3, 4)), math.fabs(-2), math.pow(2, 10))
    angle = math.atan2(1, 1)
    print(f"{angle:.6f} {math.sin(angle):.6f} {math.cos(0)} {math.tan(0)}")


if __name__ == "__main__":
    main()

"""Powers of negative floats: complex roots, infinities and overflow, as CPython computes them."""


def main():
    inf = float("inf")
    for a, b in [(-inf, 0.5), (-inf, -0.5), (-inf, 1.5), (-2.0, 0.5), (-2.0, -0.5), (-8, 1 / 3), (-1e300, 0.5), (-1e-300, 0.25), (-2.0, 1e300), (-2.0, 2.5)]:
        try:
            print(a, b, repr(a ** b))
        except Exception as e:
            print(a, b, type(e).__name__, e)


if __name__ == "__main__":
    main()

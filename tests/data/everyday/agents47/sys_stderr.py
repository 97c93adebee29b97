import sys
import math


def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        print(f"warning: division by zero ({a}/{b})", file=sys.stderr)
        return math.nan


def main():
    values = [safe_div(1, 2), safe_div(3, 0), safe_div(-9, 3)]
    print(values, [math.isnan(v) for v in values])
    print(math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.gcd(12, 18), math.lcm(4, 6))
    print(math.isclose(0.1 + 0.2, 0.3), math.hypot(3, 4), math.dist((0, 0), (1, 1)))
    print(math.comb(5, 2), math.perm(5, 2), math.factorial(10), math.prod([1, 2, 3, 4]))
    print(f"{math.pi:.5f} {math.e:.3e} {math.sqrt(2):10.4f} {math.log(100, 10)} {math.log2(8)}")
    print(math.fsum([0.1] * 10), sum([0.1] * 10), math.copysign(3, -0.0), math.inf > sys.maxsize)
    print(int(math.degrees(math.pi)), round(math.radians(180), 6), math.isqrt(99))
    sys.stdout.write("done\n")
    return max(v for v in values if not math.isnan(v))


if __name__ == "__main__":
    main()

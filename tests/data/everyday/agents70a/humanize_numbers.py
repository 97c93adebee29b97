import math

SIZES = [0, 1, 999, 1000, 1023, 1024, 1536, 10**6, 123456789, 5 * 1024**4, 2**70]
SECONDS = [0, 1, 59, 60, 61, 3599, 3600, 3661, 86399, 90061, 1_000_000]
COUNTS = [0, 7, 999, 1000, 1499, 15_300, 999_999, 1_250_000, 3_000_000_000]


def bytes_h(n: int, binary: bool = True) -> str:
    base = 1024 if binary else 1000
    units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB"] if binary else ["B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB"]
    if n < base:
        return f"{n} B"
    exp = min(int(math.log(n, base)), len(units) - 1)
    return f"{n / base ** exp:.1f} {units[exp]}"


def duration_h(s: int) -> str:
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        q, s = divmod(s, size)
        if q:
            parts.append(f"{q}{unit}")
    if s or not parts:
        parts.append(f"{s}s")
    return " ".join(parts[:2])


def count_h(n: int) -> str:
    for suffix, size in (("B", 10**9), ("M", 10**6), ("k", 10**3)):
        if n >= size:
            v = n / size
            return f"{v:.1f}".rstrip("0").rstrip(".") + suffix
    return str(n)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def main():
    for n in SIZES:
        print(f"{n:>25,} {bytes_h(n):>10} {bytes_h(n, binary=False):>10}")
    print(" | ".join(duration_h(s) for s in SECONDS))
    print(" | ".join(count_h(c) for c in COUNTS))
    print(" ".join(ordinal(i) for i in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112)))
    print(f"{1234567.891:_.2f} {0.000123:.2e} {42:#x} {42:#o} {42:#b} {-7:+05d} {3.5:%}")
    print(f"{'left':<8}|{'mid':^8}|{'right':>8}|{7:*^9}|")
    print(f"{math.pi:.10g} {1e21:g} {1e-5:g} {123456789.0:g} {float('inf'):f}")
    print(format(1234.5, ",.1f"), format(0.5, ".0%"), format(255, "08b"), format(-0.0, ".1f"))
    return bytes_h(2**70)


if __name__ == "__main__":
    main()

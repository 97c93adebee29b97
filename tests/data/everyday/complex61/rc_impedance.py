"""Impedance of RC and RLC circuits across frequencies, with phase and magnitude tables."""
import cmath
import math


def capacitor(c: float, f: float) -> complex:
    return 1 / (2j * math.pi * f * c)


def inductor(l: float, f: float) -> complex:
    return 2j * math.pi * f * l


def series(*zs: complex) -> complex:
    return sum(zs, 0j)


def parallel(*zs: complex) -> complex:
    return 1 / sum(1 / z for z in zs)


def main():
    r, c, l = 1000.0, 1e-6, 0.05
    cutoff = 1 / (2 * math.pi * r * c)
    print(f"RC cutoff: {cutoff:.2f} Hz")
    print(f"{'f (Hz)':>10} {'|Z| (ohm)':>12} {'phase (deg)':>12} {'gain (dB)':>10}")
    for f in (10, 50, 100, 159.15494309189535, 500, 1000, 10000):
        z = series(r, capacitor(c, f))
        gain = abs(capacitor(c, f) / z)
        print(f"{f:>10.2f} {abs(z):>12.2f} {math.degrees(cmath.phase(z)):>12.2f} {20 * math.log10(gain):>10.2f}")
    f0 = 1 / (2 * math.pi * math.sqrt(l * c))
    print(f"RLC resonance at {f0:.3f} Hz")
    for f in (f0 / 2, f0, 2 * f0):
        zs = series(r, inductor(l, f), capacitor(c, f))
        zp = parallel(r, inductor(l, f), capacitor(c, f))
        print(f"  f={f:9.3f}: series {zs:.3f}  parallel {zp:.4g}")
    print(format(capacitor(c, 100), ".2f"), format(inductor(l, 60), "^24.3e"), f"{series(r, 50j):>16}")
    try:
        parallel(0j, 1 + 0j)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)


if __name__ == "__main__":
    main()

"""A radix-2 FFT of short signals, checked against the direct DFT, with the dominant bins."""
import cmath
import math


def fft(xs: list) -> list:
    n = len(xs)
    if n == 1:
        return [complex(xs[0])]
    if n % 2:
        raise ValueError(f"length {n} is not a power of two")
    even = fft(xs[0::2])
    odd = fft(xs[1::2])
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * cmath.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


def dft(xs: list) -> list:
    n = len(xs)
    return [sum(x * cmath.exp(-2j * math.pi * k * i / n) for i, x in enumerate(xs)) for k in range(n)]


def ifft(spectrum: list) -> list:
    n = len(spectrum)
    conj = fft([z.conjugate() for z in spectrum])
    return [z.conjugate() / n for z in conj]


def main():
    signal = [math.sin(2 * math.pi * 3 * t / 16) + 0.5 * math.cos(2 * math.pi * 5 * t / 16) for t in range(16)]
    spectrum = fft(signal)
    direct = dft(signal)
    err = max(abs(a - b) for a, b in zip(spectrum, direct))
    print(f"max |fft - dft| = {err:.2e}")
    for k, z in enumerate(spectrum[:9]):
        mag, ang = cmath.polar(z)
        print(f"bin {k:2}: {z.real:9.4f} {z.imag:+9.4f}j  |X|={mag:7.4f}  phase={ang:+.3f}")
    top = sorted(range(9), key=lambda k: abs(spectrum[k]), reverse=True)[:2]
    print("dominant bins:", top)
    back = ifft(spectrum)
    print("round trip ok:", all(abs(b.real - s) < 1e-12 and abs(b.imag) < 1e-12 for b, s in zip(back, signal)))
    print(fft([1, 1, 1, 1]), fft([1, 0, 0, 0]))
    print(fft([0, 1, 0, -1]))
    try:
        fft([1, 2, 3])
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()

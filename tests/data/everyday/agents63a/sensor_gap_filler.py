"""Align three sensor feeds, fill gaps by interpolation, and summarise with itertools."""
from itertools import zip_longest, pairwise, accumulate, tee, starmap, chain, islice, count
import operator

TEMP = [21.0, 21.4, None, None, 22.6, 22.9, None, 23.1]
HUMID = [40, 41, 43, None, 44, 44, 45]
CO2 = [410, None, 455, 470, 520]


def interpolate(series):
    """Fill None runs linearly between known neighbours; leave leading/trailing gaps alone."""
    out = list(series)
    known = [i for i, v in enumerate(out) if v is not None]
    for a, b in pairwise(known):
        step = (out[b] - out[a]) / (b - a)
        for i in range(a + 1, b):
            out[i] = round(out[a] + step * (i - a), 3)
    return out


def gaps(series):
    runs = []
    start = None
    for i, v in enumerate(chain(series, [0])):
        if v is None and start is None:
            start = i
        elif v is not None and start is not None:
            runs.append((start, i - 1))
            start = None
    return runs


def deltas(series):
    a, b = tee(series)
    next(b, None)
    return list(starmap(operator.sub, zip(b, a)))


def main():
    print("gaps:", {name: gaps(s) for name, s in (("temp", TEMP), ("humid", HUMID), ("co2", CO2))})
    filled = [interpolate(s) for s in (TEMP, HUMID, CO2)]
    print(f"{'t':>2} {'temp':>7} {'humid':>6} {'co2':>6}")
    for t, row in zip(count(), zip_longest(*filled, fillvalue="-")):
        print(f"{t:>2} " + " ".join(f"{str(v):>{w}}" for v, w in zip(row, (7, 6, 6))))
    temp = filled[0]
    print("temp deltas:", [round(d, 2) for d in deltas(temp)])
    print("running max:", list(accumulate(temp, max)))
    print("running mean:", [round(s / n, 3) for n, s in enumerate(accumulate(temp), start=1)])
    co2 = [v for v in filled[2] if v is not None]
    print("co2 cumulative excess over 400:", list(accumulate((v - 400 for v in co2), initial=0)))
    windows = [sum(w) / 3 for w in zip(temp, islice(temp, 1, None), islice(temp, 2, None))]
    print("3-point smoothing:", [f"{w:.2f}" for w in windows])
    product = list(accumulate([1.01, 1.02, 0.99, 1.03], operator.mul))
    print("compounded:", [round(p, 6) for p in product])
    pairs = list(zip_longest("abc", range(5)))
    print("zip_longest default fill:", pairs)
    return len(list(pairwise(temp)))


if __name__ == "__main__":
    main()

"""Fit a linear calibration (least squares) for each sensor and correct new readings."""
import math
import statistics
from typing import List, Tuple

REFERENCE = [0.0, 10.0, 20.0, 30.0, 40.0, 50.0]
RAW = {
    "T-101": [0.8, 11.1, 21.3, 31.2, 41.9, 52.0],
    "T-102": [-1.5, 8.2, 18.1, 27.5, 37.9, 47.4],
    "T-103": [2.0, 2.1, 2.0, 2.2, 2.1, 2.0],
}


class CalibrationError(Exception):
    pass


def fit(x: List[float], y: List[float]) -> Tuple[float, float, float]:
    """Return slope, intercept and r^2 of y ~ slope * x + intercept."""
    mx, my = statistics.fmean(x), statistics.fmean(y)
    sxx = sum((a - mx) ** 2 for a in x)
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    if math.isclose(sxx, 0.0, abs_tol=1e-12):
        raise CalibrationError("no spread in raw readings")
    slope = sxy / sxx
    intercept = my - slope * mx
    ss_res = sum((b - (slope * a + intercept)) ** 2 for a, b in zip(x, y))
    ss_tot = sum((b - my) ** 2 for b in y)
    return slope, intercept, 1 - ss_res / ss_tot


def main():
    models = {}
    for sensor, raw in RAW.items():
        try:
            slope, intercept, r2 = fit(raw, REFERENCE)
        except CalibrationError as exc:
            print(f"{sensor}: cannot calibrate ({exc})")
            continue
        if r2 < 0.99:
            print(f"{sensor}: poor fit r2={r2:.4f}")
            continue
        models[sensor] = (slope, intercept)
        print(f"{sensor}: true = {slope:.4f} * raw {intercept:+.4f}   (r2={r2:.5f})")
    readings = [("T-101", 25.0), ("T-102", 25.0), ("T-103", 2.05), ("T-101", -3.0)]
    for sensor, value in readings:
        if sensor not in models:
            print(f"{sensor} {value:6.2f} -> uncalibrated")
            continue
        slope, intercept = models[sensor]
        print(f"{sensor} {value:6.2f} -> {slope * value + intercept:6.2f}")
    corr = statistics.correlation(RAW["T-101"], RAW["T-102"])
    print(f"T-101/T-102 correlation {corr:.6f}")
    lr = statistics.linear_regression(RAW["T-101"], REFERENCE)
    print(f"stdlib check: {lr.slope:.4f} {lr.intercept:+.4f}")


if __name__ == "__main__":
    main()

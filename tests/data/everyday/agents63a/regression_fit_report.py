"""Fit ad spend against sales by least squares and compare with statistics.linear_regression."""
import math
import statistics

SPEND = [2.1, 3.4, 1.0, 5.6, 4.2, 6.8, 3.9, 7.5, 2.8, 5.1]
SALES = [31.0, 39.5, 22.4, 55.0, 47.3, 63.1, 41.0, 70.2, 35.5, 50.9]


def fit(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    slope = sxy / sxx
    return slope, my - slope * mx


def r_squared(xs, ys, slope, intercept):
    my = statistics.fmean(ys)
    ss_tot = sum((y - my) ** 2 for y in ys)
    ss_res = sum((y - (slope * x + intercept)) ** 2 for x, y in zip(xs, ys))
    return 1 - ss_res / ss_tot


def main():
    slope, intercept = fit(SPEND, SALES)
    print(f"hand fit:   sales = {slope:.4f} * spend + {intercept:.4f}")
    lr = statistics.linear_regression(SPEND, SALES)
    print(f"statistics: sales = {lr.slope:.4f} * spend + {lr.intercept:.4f}")
    print("agree:", math.isclose(slope, lr.slope) and math.isclose(intercept, lr.intercept))
    r = statistics.correlation(SPEND, SALES)
    r2 = r_squared(SPEND, SALES, slope, intercept)
    print(f"r = {r:.5f}, r^2 = {r2:.5f}, r*r matches: {math.isclose(r * r, r2)}")

    print(f"\n{'spend':>6} {'sales':>7} {'pred':>7} {'resid':>7}")
    residuals = []
    for x, y in sorted(zip(SPEND, SALES)):
        pred = slope * x + intercept
        residuals.append(y - pred)
        print(f"{x:>6.1f} {y:>7.1f} {pred:>7.2f} {y - pred:>+7.2f}")
    rmse = math.sqrt(sum(e * e for e in residuals) / len(residuals))
    print(f"RMSE {rmse:.3f}; residual stdev {statistics.stdev(residuals):.3f}")
    worst = max(zip(sorted(SPEND), residuals), key=lambda p: abs(p[1]))
    print(f"largest miss at spend {worst[0]}: {worst[1]:+.2f}")

    through_origin = statistics.linear_regression(SPEND, SALES, proportional=True)
    print(f"through origin slope: {through_origin.slope:.4f} (intercept {through_origin.intercept})")
    for budget in (0, 4, 10):
        print(f"forecast at {budget:>2}: {slope * budget + intercept:8.2f}")
    return round(slope, 3)


if __name__ == "__main__":
    main()

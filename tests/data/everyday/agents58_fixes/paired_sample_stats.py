"""Compare two sensors' readings: covariance, Pearson correlation and a least-squares fit
(`statistics.linear_regression`, plain and proportional), with the errors bad input raises."""
import statistics
from statistics import LinearRegression, StatisticsError, correlation, covariance, linear_regression

HOURS = [1, 2, 3, 4, 5, 6, 7, 8]
INDOOR = [19.5, 19.9, 20.4, 21.0, 21.2, 21.9, 22.3, 22.8]
OUTDOOR = [3.1, 4.0, 5.2, 6.9, 7.1, 8.8, 9.0, 10.4]


def main():
    print(f"cov(hours, indoor) = {covariance(HOURS, INDOOR):.6f}")
    print(f"cov ints = {covariance([1, 2, 3], [2, 4, 7])!r}")
    r = correlation(INDOOR, OUTDOOR)
    print(f"r(indoor, outdoor) = {r:.10f} r^2 = {r * r:.4f}")
    fit = linear_regression(HOURS, INDOOR)
    print(fit)
    slope, intercept = fit
    print(f"indoor ~ {slope:.4f} * hour + {intercept:.4f}; at hour 12: {slope * 12 + intercept:.2f}")
    through_zero = statistics.linear_regression(OUTDOOR, INDOOR, proportional=True)
    print(through_zero.slope, through_zero.intercept, isinstance(through_zero, tuple), len(through_zero))
    print(fit == LinearRegression(slope=fit.slope, intercept=fit.intercept), fit._fields)
    for x, y in [([1, 2, 3], [1, 2]), ([4], [5]), ([2, 2, 2], [1, 2, 3]), ([1, 2, 3], [5, 5, 5])]:
        for name, f in [("covariance", covariance), ("correlation", correlation), ("linear_regression", linear_regression)]:
            try:
                print(name, f(x, y))
            except StatisticsError as exc:
                print(name, "error:", exc)


if __name__ == "__main__":
    main()

"""Summarise exam scores with the statistics module the way a grading script would."""
import statistics
from statistics import (correlation, covariance, fmean, harmonic_mean, linear_regression, median_grouped,
                        median_high, median_low, multimode, pvariance, quantiles)

SCORES = [72, 85, 91, 66, 85, 78, 94, 59, 85, 70, 88, 91, 77, 64]
HOURS = [5, 8, 9, 3, 7, 6, 10, 2, 8, 4, 9, 9, 6, 3]


def main():
    print("mean", statistics.mean(SCORES), "fmean", fmean(SCORES), "weighted", fmean([70, 80, 90], weights=[1, 2, 3]))
    print("median", statistics.median(SCORES), median_low(SCORES), median_high(SCORES), median_grouped(SCORES, interval=5))
    print("mode", statistics.mode(SCORES), multimode(SCORES), multimode("aabbc"), multimode([]))
    print("spread", statistics.stdev(SCORES), statistics.pstdev(SCORES), statistics.variance(SCORES), pvariance(SCORES))
    print("quartiles", quantiles(SCORES), quantiles(SCORES, n=10, method="inclusive"))
    print("harmonic", harmonic_mean([40, 60]), harmonic_mean([2.5, 3, 10]), statistics.geometric_mean([1, 10, 100]))
    print("weighted harmonic", harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean(SCORES, weights=HOURS))
    print("corr", round(correlation(HOURS, SCORES), 12), covariance(HOURS, SCORES))
    fit = linear_regression(HOURS, SCORES)
    print("fit", fit, round(fit.slope * 12 + fit.intercept, 4))
    slope, intercept = linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True)
    print("through origin", slope, intercept)
    print("grouped", median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), median_grouped([52, 52, 53, 54], 2), median_grouped([7]))
    for bad in (lambda: statistics.mean([]), lambda: median_grouped([]), lambda: quantiles([1]),
                lambda: fmean([1, 2], weights=[1]), lambda: correlation([1, 1, 1], [1, 2, 3]),
                lambda: covariance([1, 2], [1]), lambda: statistics.variance([3]), lambda: harmonic_mean([-1, 2])):
        try:
            bad()
        except statistics.StatisticsError as e:
            print(type(e).__name__, e)
    return statistics.median(SCORES)

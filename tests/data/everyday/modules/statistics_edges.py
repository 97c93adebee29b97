"""statistics as CPython has it on ints and floats: exact sums, its result types, its errors."""
import statistics
from statistics import StatisticsError, mean, median, mode, stdev

SCORES = [88, 92, 79, 65, 95, 79, 81]
TIMES = [0.1, 0.25, 0.2, 0.35, 0.1]


def main():
    print(mean(SCORES), mean([1, 2, 3]), mean([1, 2]), mean(TIMES), mean([True, 2]), mean(x for x in range(10)))
    print(statistics.fmean(TIMES), statistics.fmean([1, 2, 4]), median(SCORES), median([4, 1, 3, 2]), median(TIMES))
    print(statistics.median_low([1, 3, 2, 4]), statistics.median_high([1, 3, 2, 4]), mode(SCORES), mode("abracadabra"))
    print(statistics.multimode("aabbc"), statistics.multimode([]), mode([1.5, 2, 1.5]))
    print(statistics.variance(SCORES), statistics.pvariance(SCORES), statistics.variance([1, 3]), statistics.variance(TIMES))
    print(stdev(SCORES), statistics.pstdev(SCORES), stdev([2, 2, 2]), stdev(TIMES), statistics.pstdev([1.5, 2.5]))
    print(statistics.variance(SCORES, 80), statistics.pvariance([1, 2, 3], mu=2), stdev([1.0, 2.0, 4.0], 2))
    print(mean([1, float("inf")]), statistics.variance([1.0, 2.0, float("nan")]))
    for f, data in ((mean, []), (stdev, [1]), (median, []), (mode, []), (statistics.pvariance, []), (statistics.fmean, [])):
        try:
            f(data)
        except StatisticsError as e:
            print("StatisticsError:", e, isinstance(e, ValueError))
    try:
        statistics.variance([1])
    except statistics.StatisticsError as e:
        print("caught by module name:", e)
    try:
        mean([1, "2"])
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()

"""Average yearly growth with `statistics.geometric_mean`, as a revenue report computes it,
with the `StatisticsError` CPython raises for an empty, zero or negative sample."""
import statistics
from statistics import StatisticsError, geometric_mean


def main():
    revenue = {2019: 1.20e6, 2020: 1.05e6, 2021: 1.42e6, 2022: 1.61e6, 2023: 1.88e6}
    years = sorted(revenue)
    factors = [revenue[b] / revenue[a] for a, b in zip(years, years[1:])]
    cagr = geometric_mean(factors) - 1
    print("growth factors:", [round(f, 4) for f in factors])
    print(f"CAGR {cagr:.4%} vs arithmetic {statistics.fmean(factors) - 1:.4%}")
    print(geometric_mean([54, 24, 36]), geometric_mean([2, 8]), geometric_mean([1.5]), geometric_mean(range(1, 6)))
    print(geometric_mean((x / 10 for x in [11, 9, 12])), geometric_mean([10**20, 10**22]))
    for bad in ([], [3, 0, 4], [2, -8], iter([])):
        try:
            geometric_mean(bad)
        except StatisticsError as e:
            print("StatisticsError:", e, isinstance(e, ValueError))
    try:
        geometric_mean(["1", "2"])
    except TypeError as e:
        print("TypeError:", e)

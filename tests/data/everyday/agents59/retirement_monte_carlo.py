"""Monte Carlo retirement projection: success rate of a withdrawal plan under random returns."""
import random
import statistics
from typing import List


def simulate_path(rng: random.Random, balance: float, years: int, withdrawal: float,
                  mean_return: float, volatility: float, inflation: float) -> List[float]:
    path = [balance]
    spend = withdrawal
    for _ in range(years):
        r = rng.gauss(mean_return, volatility)
        balance = (balance - spend) * (1 + r)
        spend *= 1 + inflation
        path.append(max(balance, 0.0))
        if balance <= 0:
            break
    return path


def percentile(sorted_values, p):
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def run_plan(name, start, withdraw_rate, mix, trials=400, years=30, seed=42):
    rng = random.Random(seed)
    stocks, bonds = mix
    mean = stocks * 0.07 + bonds * 0.025
    vol = (stocks ** 2 * 0.16 ** 2 + bonds ** 2 * 0.05 ** 2) ** 0.5
    finals, failures = [], []
    for _ in range(trials):
        path = simulate_path(rng, start, years, start * withdraw_rate, mean, vol, 0.025)
        if len(path) <= years or path[-1] <= 0:
            failures.append(len(path) - 1)
            finals.append(0.0)
        else:
            finals.append(path[-1])
    finals.sort()
    success = 1 - len(failures) / trials
    print(f"{name:<26} success {success:6.1%}  median end ${percentile(finals, 0.5):>13,.0f}  "
          f"p10 ${percentile(finals, 0.1):>12,.0f}  p90 ${percentile(finals, 0.9):>13,.0f}")
    if failures:
        print(f"{'':<26} failures run out after {statistics.median(failures):.0f} years (median), earliest {min(failures)}")
    return success


def main():
    start = 1_200_000
    plans = [
        ("4% rule, 60/40", 0.04, (0.6, 0.4)),
        ("5% draw, 60/40", 0.05, (0.6, 0.4)),
        ("4% rule, 90/10", 0.04, (0.9, 0.1)),
        ("3.5% draw, 30/70", 0.035, (0.3, 0.7)),
        ("6% draw, 100/0", 0.06, (1.0, 0.0)),
    ]
    print(f"starting balance ${start:,}, 30 years, 2.5% inflation, 400 trials each")
    results = {name: run_plan(name, start, rate, mix) for name, rate, mix in plans}
    safe = [n for n, s in results.items() if s >= 0.9]
    print("plans with >= 90% success:", safe)
    best = max(results, key=results.get)
    print(f"best: {best} ({results[best]:.1%})")


if __name__ == "__main__":
    main()

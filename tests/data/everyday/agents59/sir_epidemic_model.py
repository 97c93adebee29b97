"""Integrate an SIR epidemic model with a lockdown intervention and compare scenarios."""
from dataclasses import dataclass
from typing import Callable, List


@dataclass
class State:
    s: float
    i: float
    r: float

    @property
    def total(self):
        return self.s + self.i + self.r


def simulate(n: int, i0: int, beta: Callable[[int], float], gamma: float, days: int, dt: float = 0.1) -> List[State]:
    state = State(n - i0, float(i0), 0.0)
    daily = [state]
    steps = int(round(1 / dt))
    for day in range(days):
        b = beta(day)
        for _ in range(steps):
            new_inf = b * state.s * state.i / n * dt
            new_rec = gamma * state.i * dt
            state = State(state.s - new_inf, state.i + new_inf - new_rec, state.r + new_rec)
        daily.append(state)
    return daily


def summarise(name, series, n):
    peak_day = max(range(len(series)), key=lambda d: series[d].i)
    peak = series[peak_day].i
    attack = series[-1].r / n
    over_capacity = sum(1 for st in series if st.i * 0.05 > 800)
    print(f"{name:<22} peak {peak:9.0f} on day {peak_day:3d}, final attack rate {attack:6.1%}, "
          f"days over ICU capacity {over_capacity}")
    return peak_day


def sparkline(values, width=60):
    blocks = " .:-=+*#%@"
    top = max(values)
    step = max(1, len(values) // width)
    return "".join(blocks[min(9, int(v / top * 9))] for v in values[::step])


def main():
    n, i0, gamma = 1_000_000, 10, 1 / 7
    r0 = 2.6
    base = r0 * gamma

    scenarios = {
        "no intervention": lambda d: base,
        "lockdown days 30-75": lambda d: base * (0.35 if 30 <= d < 75 else 1.0),
        "masks from day 20": lambda d: base * (0.7 if d >= 20 else 1.0),
        "both": lambda d: base * (0.35 if 30 <= d < 75 else 1.0) * (0.7 if d >= 20 else 1.0),
    }
    print(f"R0 = {r0}, herd immunity threshold {1 - 1 / r0:.1%}")
    results = {}
    for name, beta in scenarios.items():
        series = simulate(n, i0, beta, gamma, 240)
        assert abs(series[-1].total - n) < 1e-6 * n
        results[name] = series
        summarise(name, series, n)
    print()
    for name, series in results.items():
        print(f"{name[:10]:<10} |{sparkline([st.i for st in series])}|")
    base_final = results["no intervention"][-1].r
    for name, series in results.items():
        averted = base_final - series[-1].r
        print(f"{name:<22} infections averted: {averted:>10,.0f}")


if __name__ == "__main__":
    main()

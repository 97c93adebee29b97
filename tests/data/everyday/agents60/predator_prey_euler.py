"""Lotka-Volterra predator/prey model integrated with Euler and RK4 steps; compare the two."""
import math
from typing import Callable, Tuple

State = Tuple[float, float]
ALPHA, BETA, DELTA, GAMMA = 1.1, 0.4, 0.1, 0.4


def derivative(state: State) -> State:
    prey, pred = state
    return ALPHA * prey - BETA * prey * pred, DELTA * prey * pred - GAMMA * pred


def euler(state: State, dt: float) -> State:
    d = derivative(state)
    return state[0] + dt * d[0], state[1] + dt * d[1]


def rk4(state: State, dt: float) -> State:
    def add(s, k, f):
        return s[0] + f * k[0], s[1] + f * k[1]

    k1 = derivative(state)
    k2 = derivative(add(state, k1, dt / 2))
    k3 = derivative(add(state, k2, dt / 2))
    k4 = derivative(add(state, k3, dt))
    return (state[0] + dt / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]),
            state[1] + dt / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]))


def invariant(state: State) -> float:
    """The conserved quantity of the exact system; drift measures integration error."""
    x, y = state
    return DELTA * x - GAMMA * math.log(x) + BETA * y - ALPHA * math.log(y)


def simulate(step: Callable[[State, float], State], start: State, dt: float, t_end: float):
    state, t = start, 0.0
    trace = [(t, state)]
    for _ in range(round(t_end / dt)):
        state = step(state, dt)
        t += dt
        trace.append((t, state))
    return trace


def peaks(values):
    return [i for i in range(1, len(values) - 1) if values[i - 1] < values[i] >= values[i + 1]]


def main():
    start = (10.0, 10.0)
    dt, t_end = 0.01, 30.0
    runs = {"euler": simulate(euler, start, dt, t_end), "rk4": simulate(rk4, start, dt, t_end)}
    print(f"{'t':>5} {'prey(E)':>9} {'pred(E)':>9} {'prey(RK)':>9} {'pred(RK)':>9}")
    for i in range(0, len(runs["rk4"]), 500):
        t, (x1, y1) = runs["euler"][i]
        _, (x2, y2) = runs["rk4"][i]
        print(f"{t:5.1f} {x1:9.3f} {y1:9.3f} {x2:9.3f} {y2:9.3f}")
    h0 = invariant(start)
    for name, trace in runs.items():
        drift = invariant(trace[-1][1]) - h0
        prey = [s[0] for _, s in trace]
        p = peaks(prey)
        gaps = [(b - a) * dt for a, b in zip(p, p[1:])]
        period = sum(gaps) / len(gaps) if gaps else float("nan")
        print(f"{name:<5} drift {drift:+.2e}, prey peaks {len(p)}, period ~{period:.2f}, max prey {max(prey):.2f}")
    eq = (GAMMA / DELTA, ALPHA / BETA)
    print("equilibrium:", eq, "derivative there:", tuple(round(v, 12) for v in derivative(eq)))
    print(f"{math.isclose(invariant(eq), min(invariant(s) for _, s in runs['rk4']), rel_tol=0.5)}")


if __name__ == "__main__":
    main()

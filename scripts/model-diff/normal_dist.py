"""Compares clauz3's `statistics.NormalDist` (run by CPython: the class half of the model
imports what it needs from CPython's own `math`, `random` and `statistics`) with CPython's:
`inv_cdf` at 60,000 points, and every method on 3,000 random distributions, errors included.
Each difference is printed; run from the repository root."""
import math
import random
import statistics

ns = {}
exec(open("src/layer/embedded/classes/statistics.py").read(), ns)
M, C = ns["NormalDist"], statistics.NormalDist
rng = random.Random(7)
bad = 0
def same(a, b):
    return repr(a) == repr(b)
def both(expr):
    global bad
    out = []
    for N in (M, C):
        try:
            out.append(repr(eval(expr, {"N": N, "math": math})))
        except Exception as e:
            out.append(f"{type(e).__name__}: {e}")
    if out[0] != out[1]:
        bad += 1
        if bad < 20: print(expr, out)
ps = [rng.random() for _ in range(20000)] + [1e-300, 1e-20, 1e-10, 0.02425, 0.075, 0.5, 0.925, 0.97575, 1 - 1e-16, 5e-324, 0.0, 1.0, -0.1, 1.5]
ps += [i / 1000 for i in range(1001)]
for p in ps:
    for mu, s in ((0, 1), (10, 2.5), (-3.5, 0.001)):
        both(f"N({mu}, {s}).inv_cdf({p!r})")
for _ in range(3000):
    mu, s, x = rng.uniform(-100, 100), rng.uniform(0.01, 50), rng.uniform(-200, 200)
    both(f"N({mu!r}, {s!r}).cdf({x!r})"); both(f"N({mu!r}, {s!r}).pdf({x!r})"); both(f"N({mu!r}, {s!r}).zscore({x!r})")
    mu2, s2 = rng.uniform(-100, 100), rng.uniform(0.01, 50)
    both(f"N({mu!r}, {s!r}).overlap(N({mu2!r}, {s2!r}))")
    both(f"N({mu!r}, {s!r}) + N({mu2!r}, {s2!r})"); both(f"N({mu!r}, {s!r}) - {x!r}"); both(f"{x!r} - N({mu!r}, {s!r})")
    both(f"N({mu!r}, {s!r}) * {x!r}"); both(f"N({mu!r}, {s!r}) / {x!r}"); both(f"{x!r} * N({mu!r}, {s!r})")
    both(f"N({mu!r}, {s!r}).quantiles(10)")
for e in ["N(0, 0).pdf(1)", "N(0, 0).cdf(1)", "N(0, 0).inv_cdf(0.5)", "N(0, 0).zscore(1)", "N(0, -1)", "N(1, 0).overlap(N(1, 1))",
          "N(1, 1).overlap(3)", "N(1, 2).overlap(N(1, 2))", "N(1, 2).overlap(N(3, 2))", "N.from_samples([1, 2, 3, 4.5])",
          "N.from_samples([1])", "N.from_samples([])", "N.from_samples(range(10))", "N.from_samples([1, float('inf')])",
          "N.from_samples([2.5, 3.25, 5.5, 11.25, 11.75])", "N(1, 2) == N(1.0, 2.0)", "N(1, 2) == 1", "hash(N(1, 2)) == hash((1.0, 2.0))",
          "-N(3, 4)", "+N(3, 4)", "N(3, 4).variance", "N()", "N(mu=5)", "N(1, 2).samples(4, seed=42)", "N('a', 1)", "N(1, 'b')",
          "N(1, 2).quantiles()", "N(1, 2).quantiles(1)", "N(1, 2).quantiles(0)", "N(1,2) + 'x'", "N(1, 2) * N(1, 2)",
          "N(1, 2) / 0", "N(5, 1).inv_cdf(0.5)", "N(1, 2).mean, N(1,2).median, N(1,2).mode, N(1,2).stdev"]:
    both(e)
print("differences:", bad)


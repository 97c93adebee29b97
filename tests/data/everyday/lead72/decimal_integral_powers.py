"""Integral powers of Decimals across precisions and roundings, checked against CPython."""
import random
from decimal import Decimal, localcontext, ROUND_CEILING, ROUND_DOWN, ROUND_HALF_UP


def main():
    rng = random.Random(20261207)
    lines = []
    for _ in range(150):
        digits = rng.randint(1, 30)
        sign = "-" if rng.random() < 0.2 else ""
        base = Decimal(f"{sign}{rng.randint(1, 10**digits)}E{rng.randint(-20, 5)}")
        n = rng.choice([rng.randint(-40, 40), rng.randint(-400, 400), rng.randint(2, 5)]) or 3
        with localcontext(prec=rng.choice([28, 5, 12, 40])) as ctx:
            ctx.rounding = rng.choice([ctx.rounding, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING])
            lines.append(f"{base} ** {n} @{ctx.prec} {ctx.rounding} = {base ** n}")
    print("\n".join(lines))

"""Choose projects under a budget and a headcount: 0/1 knapsack with two constraints."""
from dataclasses import dataclass
from functools import cache
from itertools import combinations


@dataclass(frozen=True)
class Project:
    code: str
    cost: int      # in $k
    people: int
    value: int

    def __str__(self):
        return f"{self.code}(${self.cost}k,{self.people}p,v{self.value})"


PROJECTS = (
    Project("ETL", 120, 3, 40),
    Project("CRM", 200, 4, 65),
    Project("SSO", 80, 2, 30),
    Project("BI", 150, 2, 45),
    Project("APP", 260, 6, 90),
    Project("OPS", 60, 1, 18),
    Project("SEC", 90, 3, 35),
    Project("ML", 300, 5, 95),
)


def best_portfolio(budget, headcount, projects=PROJECTS):
    @cache
    def solve(i, money, staff):
        if i == len(projects):
            return 0, ()
        skip = solve(i + 1, money, staff)
        p = projects[i]
        if p.cost <= money and p.people <= staff:
            v, chosen = solve(i + 1, money - p.cost, staff - p.people)
            take = (v + p.value, (p.code,) + chosen)
            return max(skip, take)
        return skip

    result = solve(0, budget, headcount)
    return result, solve.cache_info().currsize


def brute_force(budget, headcount):
    best = (0, ())
    for r in range(len(PROJECTS) + 1):
        for combo in combinations(PROJECTS, r):
            if sum(p.cost for p in combo) <= budget and sum(p.people for p in combo) <= headcount:
                best = max(best, (sum(p.value for p in combo), tuple(p.code for p in combo)))
    return best


def table_knapsack(budget):
    """Classic 1-D table on cost only, in $10k units."""
    unit = 10
    cap = budget // unit
    dp = [0] * (cap + 1)
    for p in PROJECTS:
        w = p.cost // unit
        for c in range(cap, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + p.value)
    return dp


def main():
    for budget, staff in [(500, 8), (700, 10), (300, 4), (1000, 20), (50, 5)]:
        (value, codes), states = best_portfolio(budget, staff)
        chosen = [p for p in PROJECTS if p.code in codes]
        spent = sum(p.cost for p in chosen)
        print(f"budget ${budget}k/{staff}p -> value {value:>3} spend ${spent}k: {', '.join(map(str, chosen)) or 'nothing'}")
        check = brute_force(budget, staff)
        assert check[0] == value, (check, value)
        print(f"    memo states: {states}")
    dp = table_knapsack(600)
    print("value by budget (cost only):", [dp[c] for c in range(0, 61, 10)])
    ratio = sorted(PROJECTS, key=lambda p: p.value / p.cost, reverse=True)
    print("by value per $k:", " ".join(f"{p.code}:{p.value / p.cost:.3f}" for p in ratio))


if __name__ == "__main__":
    main()

"""Search results as ordered, frozen dataclasses: sorted, best and worst, compared."""
from dataclasses import dataclass


@dataclass(order=True, frozen=True)
class Result:
    score: int
    title: str


def main():
    results = [Result(3, "b"), Result(9, "a"), Result(3, "a"), Result(7, "z")]
    ranked = sorted(results, reverse=True)
    for r in ranked:
        print(r.score, r.title)
    print(max(results), min(results))
    print(Result(3, "a") < Result(3, "b"), Result(9, "a") >= Result(7, "z"))
    print(Result(3, "a") in results, results.index(Result(7, "z")))
    results.sort()
    print(results)
    best = ranked[0]
    print(f"best: {best}")
    return len(ranked)

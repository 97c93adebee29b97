"""Solve Mastermind codes with Knuth-style minimax over the remaining candidates."""
from collections import Counter
from itertools import product
from functools import lru_cache

COLORS = "RGBYOP"
PEGS = 4


@lru_cache(maxsize=None)
def score(guess: str, secret: str) -> tuple:
    black = sum(g == s for g, s in zip(guess, secret))
    common = sum((Counter(guess) & Counter(secret)).values())
    return black, common - black


ALL = ["".join(p) for p in product(COLORS, repeat=PEGS)]


def best_guess(candidates, pool):
    if len(candidates) == 1:
        return candidates[0]
    best, best_worst = None, None
    cand_set = set(candidates)
    for g in pool:
        buckets = Counter(score(g, c) for c in candidates)
        worst = max(buckets.values())
        key = (worst, g not in cand_set, g)
        if best_worst is None or key < best_worst:
            best, best_worst = g, key
    return best


def solve(secret, verbose=False):
    candidates = list(ALL)
    guess = "RRGG"
    turns = []
    while True:
        fb = score(guess, secret)
        turns.append((guess, fb))
        if fb == (PEGS, 0):
            return turns
        candidates = [c for c in candidates if score(guess, c) == fb]
        if verbose:
            print(f"   {guess} -> {fb[0]} black {fb[1]} white; {len(candidates)} left")
        pool = candidates if len(candidates) > 40 else ALL
        guess = best_guess(candidates, pool)


def main():
    print(len(ALL), "possible codes")
    print("score(RGBY, YBGR) =", score("RGBY", "YBGR"))
    print("score(RRGG, GRGR) =", score("RRGG", "GRGR"))
    secrets = ["BYOP", "RRRR", "PGRY", "OOBB", "GPYR"]
    lengths = {}
    for i, s in enumerate(secrets):
        turns = solve(s, verbose=(i == 0))
        lengths[s] = len(turns)
        print(f"{s}: solved in {len(turns)} -> {' '.join(g for g, _ in turns)}")
    avg = sum(lengths.values()) / len(lengths)
    print(f"average {avg:.2f} guesses, worst {max(lengths.values())}")
    print("cache:", score.cache_info().hits > 0)


if __name__ == "__main__":
    main()

"""Generate a league's fixtures, play them deterministically, and build the table with itertools."""
from itertools import accumulate, chain, combinations, cycle, groupby, islice, pairwise, permutations, starmap
from operator import itemgetter
from typing import NamedTuple

TEAMS = ["Ajax", "Bolts", "Comets", "Dynamo", "Eagles"]


class Result(NamedTuple):
    round: int
    home: str
    away: str
    home_goals: int
    away_goals: int

    @property
    def winner(self):
        if self.home_goals == self.away_goals:
            return None
        return self.home if self.home_goals > self.away_goals else self.away


def round_robin(teams):
    teams = list(teams) + (["BYE"] if len(teams) % 2 else [])
    n = len(teams)
    for rnd in range(n - 1):
        pairs = [(teams[i], teams[n - 1 - i]) for i in range(n // 2)]
        yield rnd + 1, [(a, b) if rnd % 2 == 0 else (b, a) for a, b in pairs if "BYE" not in (a, b)]
        teams = [teams[0]] + [teams[-1]] + teams[1:-1]


def score(home, away, rnd):
    seed = sum(map(ord, home)) * 7 + sum(map(ord, away)) * 3 + rnd * 11
    return seed % 4, (seed // 4) % 3


def main():
    results = []
    for rnd, matches in round_robin(TEAMS):
        for home, away in matches:
            hg, ag = score(home, away, rnd)
            results.append(Result(rnd, home, away, hg, ag))
    print("fixtures:", len(results), "== pairings:", len(list(combinations(TEAMS, 2))))
    for rnd, games in groupby(results, key=itemgetter(0)):
        print(f"R{rnd}: " + "; ".join(f"{g.home} {g.home_goals}-{g.away_goals} {g.away}" for g in games))
    table = {t: [0, 0, 0, 0, 0] for t in TEAMS}   # W D L GF GA
    for r in results:
        for team, gf, ga in ((r.home, r.home_goals, r.away_goals), (r.away, r.away_goals, r.home_goals)):
            row = table[team]
            row[0 if gf > ga else 1 if gf == ga else 2] += 1
            row[3] += gf
            row[4] += ga
    ranked = sorted(table.items(), key=lambda kv: (-(3 * kv[1][0] + kv[1][1]), -(kv[1][3] - kv[1][4]), kv[0]))
    print(f"{'team':<8} W D L  GF GA  Pts")
    for team, (w, d, l, gf, ga) in ranked:
        print(f"{team:<8} {w} {d} {l} {gf:>3} {ga:>2} {3 * w + d:>4}")
    leader = ranked[0][0]
    timeline = [3 if r.winner == leader else 1 if r.winner is None else 0
                for r in results if leader in (r.home, r.away)]
    print(f"{leader} points by round:", list(accumulate(timeline)))
    goals = [r.home_goals + r.away_goals for r in results]
    print("goal swings:", list(starmap(lambda a, b: b - a, pairwise(goals))))
    print("most goals in a game:", max(goals), "| draws:", sum(1 for r in results if r.winner is None))
    rota = list(islice(cycle(TEAMS), 2, 9))
    print("referee rota:", rota)
    print("orderings of top 3:", len(list(permutations([t for t, _ in ranked[:3]]))))
    print("all scorers:", sorted(set(chain.from_iterable((r.home, r.away) for r in results if r.home_goals and r.away_goals))))


if __name__ == "__main__":
    main()

"""Round-robin tournament: generate fixtures, score matches and print a league table."""
from itertools import combinations
from dataclasses import dataclass


@dataclass
class Row:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    gf: int = 0
    ga: int = 0

    @property
    def points(self):
        return 3 * self.won + self.drawn

    @property
    def gd(self):
        return self.gf - self.ga


TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]
# deterministic "scores" derived from names
def score(a, b):
    return (sum(map(ord, a)) * 7 + len(b)) % 4, (sum(map(ord, b)) * 3 + len(a)) % 3


def main():
    table = {t: Row(t) for t in TEAMS}
    fixtures = list(combinations(TEAMS, 2))
    print(f"{len(fixtures)} fixtures")
    for home, away in fixtures:
        hg, ag = score(home, away)
        print(f"  {home:>7} {hg}-{ag} {away}")
        for team, f, a in ((home, hg, ag), (away, ag, hg)):
            row = table[team]
            row.played += 1
            row.gf += f
            row.ga += a
            if f > a:
                row.won += 1
            elif f == a:
                row.drawn += 1
            else:
                row.lost += 1
    standings = sorted(table.values(), key=lambda r: (-r.points, -r.gd, -r.gf, r.team))
    print(f"{'#':>2} {'team':<8}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GF':>4}{'GA':>4}{'GD':>5}{'Pts':>5}")
    for i, r in enumerate(standings, 1):
        print(f"{i:>2} {r.team:<8}{r.played:>3}{r.won:>3}{r.drawn:>3}{r.lost:>3}{r.gf:>4}{r.ga:>4}{r.gd:>+5}{r.points:>5}")
    champion = standings[0]
    print(f"champion: {champion.team} with {champion.points} points")
    print(standings[-1])


if __name__ == "__main__":
    main()

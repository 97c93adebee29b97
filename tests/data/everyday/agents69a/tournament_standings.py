"""League standings from match results text: points, goal difference, head-to-head tie-breaks."""
from collections import defaultdict
import re

RESULTS = """
Round 1
  Lions 2-1 Tigers
  Bears 0-0 Wolves
Round 2
  Tigers 3-3 Bears
  Wolves 1-2 Lions
Round 3
  Lions 0-1 Bears
  Tigers 2-0 Wolves
Round 4
  Bears 1-2 Lions
  Wolves 4-1 Tigers
Round 5
  Tigers 1-0 Lions
  Wolves 2-2 Bears
  Bears x-1 Lions
"""

SCORE_RE = re.compile(r"^\s*(?P<home>\w+) (?P<hg>\d+)-(?P<ag>\d+) (?P<away>\w+)\s*$")


class Row:
    def __init__(self, team):
        self.team = team
        self.played = self.won = self.drawn = self.lost = 0
        self.gf = self.ga = 0
        self.form = []

    @property
    def points(self):
        return self.won * 3 + self.drawn

    @property
    def gd(self):
        return self.gf - self.ga

    def record(self, scored, conceded):
        self.played += 1
        self.gf += scored
        self.ga += conceded
        if scored > conceded:
            self.won += 1
            self.form.append("W")
        elif scored == conceded:
            self.drawn += 1
            self.form.append("D")
        else:
            self.lost += 1
            self.form.append("L")


def main():
    table = {}
    matches, skipped = [], []
    for line in RESULTS.strip().splitlines():
        if line.startswith("Round"):
            continue
        m = SCORE_RE.match(line)
        if not m:
            skipped.append(line.strip())
            continue
        home, away = m["home"], m["away"]
        hg, ag = int(m["hg"]), int(m["ag"])
        matches.append((home, hg, ag, away))
        table.setdefault(home, Row(home)).record(hg, ag)
        table.setdefault(away, Row(away)).record(ag, hg)
    h2h = defaultdict(int)
    for home, hg, ag, away in matches:
        if hg > ag:
            h2h[(home, away)] += 3
        elif hg == ag:
            h2h[(home, away)] += 1
            h2h[(away, home)] += 1
        else:
            h2h[(away, home)] += 3
    rows = sorted(table.values(), key=lambda r: (r.points, r.gd, r.gf), reverse=True)
    for i in range(len(rows) - 1):
        a, b = rows[i], rows[i + 1]
        if (a.points, a.gd, a.gf) == (b.points, b.gd, b.gf) and h2h[(b.team, a.team)] > h2h[(a.team, b.team)]:
            rows[i], rows[i + 1] = b, a
    print(f"{'#':>2} {'Team':<8}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GF':>4}{'GA':>4}{'GD':>5}{'Pts':>5}  Form")
    for pos, r in enumerate(rows, 1):
        print(f"{pos:>2} {r.team:<8}{r.played:>3}{r.won:>3}{r.drawn:>3}{r.lost:>3}{r.gf:>4}{r.ga:>4}{r.gd:>+5}{r.points:>5}  {''.join(r.form[-3:])}")
    print("skipped:", skipped)
    goals = sum(hg + ag for _, hg, ag, _ in matches)
    print(f"{goals} goals in {len(matches)} matches ({goals / len(matches):.2f} per match)")
    biggest = max(matches, key=lambda m: (abs(m[1] - m[2]), m[1] + m[2]))
    print("biggest margin: %s %d-%d %s" % biggest)
    draws = [f"{h} v {a}" for h, hg, ag, a in matches if hg == ag]
    print("draws:", ", ".join(draws))
    return rows[0].team


if __name__ == "__main__":
    main()

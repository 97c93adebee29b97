RESULTS = """Lions 3-1 Tigers
Bears 0-0 Wolves
Tigers 2-2 Bears
Wolves 1-4 Lions
Lions 1-1 Bears
Tigers 3-0 Wolves"""


def main():
    table = {}
    for line in RESULTS.splitlines():
        home, score, away = line.split()
        hg, ag = map(int, score.split("-"))
        for team, gf, ga in ((home, hg, ag), (away, ag, hg)):
            row = table.setdefault(team, {"P": 0, "W": 0, "D": 0, "L": 0, "GF": 0, "GA": 0})
            row["P"] += 1
            row["GF"] += gf
            row["GA"] += ga
            if gf > ga:
                row["W"] += 1
            elif gf == ga:
                row["D"] += 1
            else:
                row["L"] += 1
    def points(t):
        return table[t]["W"] * 3 + table[t]["D"]
    order = sorted(table, key=lambda t: (-points(t), -(table[t]["GF"] - table[t]["GA"]), t))
    print(f"{'#':>2} {'team':<7} P W D L  GD Pts")
    for pos, t in enumerate(order, 1):
        r = table[t]
        print(f"{pos:>2} {t:<7} {r['P']} {r['W']} {r['D']} {r['L']} {r['GF'] - r['GA']:>3} {points(t):>3}")
    return order[0]

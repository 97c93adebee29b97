from operator import itemgetter, attrgetter, methodcaller
from types import SimpleNamespace

PLAYERS = [
    {"name": "ortiz", "team": "Hawks", "pos": "G", "pts": 18.5, "age": 27},
    {"name": "nakamura", "team": "Owls", "pos": "F", "pts": 22.1, "age": 24},
    {"name": "bell", "team": "Hawks", "pos": "C", "pts": 12.0, "age": 31},
    {"name": "adeyemi", "team": "Owls", "pos": "G", "pts": 22.1, "age": 29},
    {"name": "kowalski", "team": "Bears", "pos": "F", "pts": 9.8, "age": 22},
    {"name": "diaz", "team": "Bears", "pos": "G", "pts": 15.4, "age": 27},
]
POS_ORDER = {"G": 0, "F": 1, "C": 2}


def main():
    by_team_pts = sorted(PLAYERS, key=lambda p: (p["team"], -p["pts"]))
    for p in by_team_pts:
        print(f"{p['team']:<6} {p['name']:<9} {p['pts']:>5.1f}")
    # stable two-pass sort: age ascending, then position order
    two_pass = sorted(PLAYERS, key=itemgetter("age"))
    two_pass.sort(key=lambda p: POS_ORDER[p["pos"]])
    print("by pos then age:", [f"{p['pos']}:{p['name']}" for p in two_pass])
    get = itemgetter("name", "pts")
    print("top scorers:", [get(p) for p in sorted(PLAYERS, key=itemgetter("pts"), reverse=True)[:3]])
    objs = [SimpleNamespace(**p) for p in PLAYERS]
    youngest = min(objs, key=attrgetter("age"))
    print("youngest:", youngest.name, youngest.age)
    print("names title:", list(map(methodcaller("title"), (o.name for o in objs))))
    ranks = {}
    for rank, p in enumerate(sorted(PLAYERS, key=itemgetter("pts"), reverse=True), 1):
        ranks.setdefault(p["pts"], rank)
    print("dense-ish ranks:", {p["name"]: ranks[p["pts"]] for p in PLAYERS})
    print(sorted(["b10", "a2", "B1", "a10"], key=str.lower), sorted(["b10", "a2", "B1"], key=lambda s: (s[0].lower(), int(s[1:]))))
    print(attrgetter("name", "team")(objs[0]))
    return youngest.name


if __name__ == "__main__":
    main()

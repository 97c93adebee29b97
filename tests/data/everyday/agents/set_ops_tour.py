TEAM_A = {"ana", "ben", "cy", "dee"}
TEAM_B = {"cy", "dee", "eli", "fay"}
ONCALL = ["ben", "eli", "ana", "eli", "gus"]


def main():
    print(sorted(TEAM_A | TEAM_B), sorted(TEAM_A & TEAM_B), sorted(TEAM_A - TEAM_B), sorted(TEAM_A ^ TEAM_B))
    oncall = set(ONCALL)
    print(len(ONCALL), len(oncall), sorted(oncall - TEAM_A - TEAM_B), oncall <= TEAM_A | TEAM_B | {"gus"})
    both = TEAM_A.intersection(TEAM_B, {"cy"})
    print(both, TEAM_A.isdisjoint({"zed"}), TEAM_B.issuperset({"eli"}), {"cy"}.issubset(TEAM_A))
    s = set()
    for name in ONCALL:
        if name in s:
            print("repeat", name)
        s.add(name)
    s.discard("nobody")
    s.remove("gus")
    print(sorted(s), {len(n) for n in TEAM_A | TEAM_B}, {n[0] for n in TEAM_B} == set("cdef"))
    counts = {n: ONCALL.count(n) for n in set(ONCALL)}
    print(sorted(counts.items()))
    return len(TEAM_A | TEAM_B)

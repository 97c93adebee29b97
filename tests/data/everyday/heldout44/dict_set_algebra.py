TEAM_A = {"alice", "bob", "carol", "dave"}
TEAM_B = {"carol", "erin", "frank", "dave"}
SKILLS = {
    "alice": {"python", "sql"},
    "bob": {"go", "python"},
    "carol": {"sql", "rust"},
    "dave": {"python"},
    "erin": {"rust", "go", "sql"},
    "frank": set(),
}


def main():
    print(sorted(TEAM_A | TEAM_B))
    print(sorted(TEAM_A & TEAM_B), sorted(TEAM_A - TEAM_B), sorted(TEAM_A ^ TEAM_B))
    print(TEAM_A.isdisjoint({"zed"}), {"bob"} <= TEAM_A, TEAM_A > {"bob", "alice"}, TEAM_A.issuperset(["dave"]))
    all_skills = set().union(*SKILLS.values())
    print(sorted(all_skills))
    common = set.intersection(*(SKILLS[p] for p in ("alice", "bob", "dave")))
    print(common)
    who = {skill: sorted(p for p, s in SKILLS.items() if skill in s) for skill in sorted(all_skills)}
    print(who)
    base = {"debug": False, "level": 1, "name": "svc"}
    override = {"level": 3, "color": "auto"}
    merged = base | override
    print(merged, base.keys() & override.keys(), sorted(base.keys() - override.keys()))
    inverted = {v: k for k, v in merged.items() if isinstance(v, (int, str)) and not isinstance(v, bool)}
    print(inverted)
    counts = dict.fromkeys("abc", 0)
    for ch in "abacabx":
        if ch in counts:
            counts[ch] += 1
    print(counts, list(counts.items())[-1])
    d = {"x": 1}
    d.update(y=2, z=3)
    d.update([("w", 0)])
    print(d, d.pop("w"), d.popitem(), d.setdefault("q", []), d)
    fs = frozenset({3, 1, 2})
    print(fs, {fs: "frozen"}[frozenset([1, 2, 3])], sorted(fs | {9}))


if __name__ == "__main__":
    main()

STUDENTS = ["ana", "ben", "cai", "dev", "eli", "fay", "gus"]


def groups(people, size):
    group = []
    for p in people:
        group.append(p)
        if len(group) == size:
            yield group
            group = []
    if group:
        yield group


def main() -> None:
    teams = list(groups(STUDENTS, 3))
    if len(teams[-1]) < 2 and len(teams) > 1:
        *teams, short = teams
        teams[-1].extend(short)
    for i, team in enumerate(teams, 1):
        print(f"team {i}: {', '.join(team)}")
    print("sizes:", [len(t) for t in teams])

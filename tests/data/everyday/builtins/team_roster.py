def main() -> None:
    roster = {"backend": ["ana", "raj"], "frontend": ["li"], "ops": []}
    roster.update(design=["mo", "zoe"], ops=["kim"])
    roster.update([("qa", ["sam"])])
    print(roster)
    sizes = {team: len(people) for team, people in roster.items()}
    print("sizes:", sizes)
    biggest = max(sizes, key=sizes.get)
    print("biggest team:", biggest, sizes[biggest])
    everyone = sorted([p for people in roster.values() for p in people], key=str.casefold)
    print("everyone:", everyone)
    defaults = dict.fromkeys(["lead", "budget", "room"], "tbd")
    print("defaults:", defaults)
    team, people = roster.popitem()
    print("removed:", team, people, "left:", list(roster))
    roster.clear()
    print("cleared:", roster, len(roster))

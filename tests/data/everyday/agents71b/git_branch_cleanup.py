# Decide which remote branches can be deleted: merged into main, stale, or
# abandoned; protected branches are never touched.
from datetime import date
import fnmatch

TODAY = date(2024, 9, 1)
PROTECTED = ["main", "develop", "release/*", "hotfix/*"]

BRANCHES = """\
main                 2024-08-31  merged=no   ahead=0   author=ci
develop              2024-08-30  merged=no   ahead=12  author=ci
release/2024.08      2024-08-02  merged=yes  ahead=0   author=lena
feature/login-sso    2024-08-29  merged=no   ahead=7   author=ana
feature/old-search   2024-03-11  merged=no   ahead=31  author=bo
feature/dark-mode    2024-07-15  merged=yes  ahead=0   author=ana
fix/typo-footer      2024-06-01  merged=yes  ahead=0   author=cy
spike/graphql        2023-12-24  merged=no   ahead=2   author=bo
dependabot/npm/lodash-4.17.21  2024-05-05  merged=no  ahead=1  author=dependabot
hotfix/cve-2024-1    2024-04-01  merged=yes  ahead=0   author=lena
"""


def parse(text):
    out = []
    for line in text.splitlines():
        name, day, *attrs = line.split()
        info = dict(a.split("=", 1) for a in attrs)
        out.append({
            "name": name,
            "last": date.fromisoformat(day),
            "merged": info["merged"] == "yes",
            "ahead": int(info["ahead"]),
            "author": info["author"],
        })
    return out


def decide(b, stale_days=90):
    if any(fnmatch.fnmatchcase(b["name"], pat) for pat in PROTECTED):
        return "keep", "protected"
    age = (TODAY - b["last"]).days
    if b["merged"]:
        return "delete", f"merged, {age}d old"
    if b["author"] == "dependabot" and age > 30:
        return "delete", "stale bot branch"
    if age > stale_days:
        return ("ask", f"unmerged, {b['ahead']} commits, idle {age}d")
    return "keep", f"active ({age}d)"


def main():
    branches = parse(BRANCHES)
    plan = {"delete": [], "ask": [], "keep": []}
    for b in sorted(branches, key=lambda b: b["last"]):
        action, why = decide(b)
        plan[action].append((b, why))
    for action in ("delete", "ask", "keep"):
        print(f"{action.upper()}:")
        for b, why in plan[action]:
            print(f"  {b['name']:<32} {b['last'].isoformat()}  {why}")
    commands = [f"git push origin --delete {b['name']}" for b, _ in plan["delete"]]
    print("\n".join(commands))
    owners = {}
    for b, _ in plan["ask"]:
        owners.setdefault(b["author"], []).append(b["name"])
    for owner, names in owners.items():
        print(f"@{owner}: please confirm deleting {' and '.join(names)}")
    print(fnmatch.filter([b["name"] for b in branches], "feature/*"))
    print(fnmatch.translate("release/*"))
    return len(commands)


if __name__ == "__main__":
    main()

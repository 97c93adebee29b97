LOG = """a1b2c3d|2024-03-01|alice|Fix typo in README
e4f5a6b|2024-03-02|bob|Add parser for config files
c7d8e9f|2024-03-02|alice|Refactor: split module
0a1b2c3|2024-03-05|carol|fix: handle empty input
d4e5f6a|2024-03-06|bob|Add tests for parser"""


def main() -> None:
    commits = [line.split("|") for line in LOG.splitlines()]
    authors = {}
    for sha, date, author, subject in commits:
        authors.setdefault(author, []).append(subject)
    for author in sorted(authors, key=lambda a: (-len(authors[a]), a)):
        print(f"{author}: {len(authors[author])} commit(s)")
    fixes = [c for c in commits if c[3].lower().startswith("fix")]
    print("fixes:", [c[0][:7] for c in fixes])
    days = sorted({c[1] for c in commits})
    print("active days:", len(days), "first:", days[0], "last:", days[-1])
    verbs = {c[3].split()[0].rstrip(":").capitalize() for c in commits}
    print("verbs:", sorted(verbs))
    print("short shas:", ",".join(map(lambda c: c[0][:4], commits)))

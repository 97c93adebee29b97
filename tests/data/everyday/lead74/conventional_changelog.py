import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Iterator


@dataclass(frozen=True)
class Commit:
    sha: str
    author: str
    kind: str
    scope: str | None
    subject: str
    breaking: bool


LOG = """a1b2c3d feat(api): add pagination to /users (Ana)
b2c3d4e fix: handle empty config (Ben)
c3d4e5f feat(ui)!: redesign settings page (Ana)
d4e5f6a chore(deps): bump requests to 2.32 (bot)
e5f6a7b docs: clarify install steps (Chloe)
f6a7b8c fix(api): off-by-one in page count (Ben)
0a1b2c3 refactor(core): split evaluator (Ana)
nonsense line without format
"""

PATTERN = re.compile(r"^(?P<sha>[0-9a-f]{7}) (?P<kind>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<subject>.+) \((?P<author>[^)]+)\)$")


def parse(text: str) -> Iterator[Commit]:
    for line in text.splitlines():
        if m := PATTERN.match(line):
            yield Commit(m["sha"], m["author"], m["kind"], m["scope"], m["subject"], bool(m["bang"]))


def next_version(current: str, commits: list[Commit]) -> str:
    major, minor, patch = map(int, current.split("."))
    if any(c.breaking for c in commits):
        return f"{major + 1}.0.0"
    if any(c.kind == "feat" for c in commits):
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def main():
    commits = list(parse(LOG))
    sections = defaultdict(list)
    titles = {"feat": "Features", "fix": "Bug Fixes", "docs": "Documentation"}
    for c in commits:
        if c.kind in titles:
            scope = f"**{c.scope}:** " if c.scope else ""
            sections[titles[c.kind]].append(f"- {scope}{c.subject} ({c.sha})")
    print(f"## {next_version('1.4.2', commits)}")
    for title in titles.values():
        if title in sections:
            print(f"\n### {title}")
            print("\n".join(sections[title]))
    breaking = [c for c in commits if c.breaking]
    if breaking:
        print("\n### BREAKING CHANGES")
        for c in breaking:
            print(f"- {c.subject}")
    print()
    print(Counter(c.author for c in commits).most_common())
    print(sorted({c.scope for c in commits if c.scope}))

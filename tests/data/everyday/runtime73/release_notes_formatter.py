"""Release notes from commit records: an Enum of change kinds, a dataclass per commit with a
classmethod parser, a str subclass for version tags, exception groups for bad lines, and
aligned text output with format specs."""
from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    FEAT = "feat"
    FIX = "fix"
    DOCS = "docs"
    CHORE = "chore"


class Tag(str):
    def parts(self):
        return tuple(int(p) for p in self.lstrip("v").split("."))

    def bump(self, level):
        major, minor, patch = self.parts()
        if level == "major":
            return Tag(f"v{major + 1}.0.0")
        if level == "minor":
            return Tag(f"v{major}.{minor + 1}.0")
        return Tag(f"v{major}.{minor}.{patch + 1}")


class BadLine(ValueError):
    pass


@dataclass
class Commit:
    sha: str
    kind: Kind
    scope: str
    summary: str
    breaking: bool = False

    @classmethod
    def parse(cls, line):
        sha, _, message = line.partition(" ")
        head, sep, summary = message.partition(": ")
        if not sep:
            raise BadLine(f"{sha}: no ': ' in {message!r}")
        breaking = head.endswith("!")
        head = head.rstrip("!")
        kind_text, _, scope = head.partition("(")
        try:
            kind = Kind(kind_text)
        except ValueError as e:
            raise BadLine(f"{sha}: unknown kind {kind_text!r}") from e
        return cls(sha[:7], kind, scope.rstrip(")") or "-", summary, breaking)


LOG = """\
a1b2c3d4 feat(api): add bulk export
b2c3d4e5 fix(cli)!: rename --out to --output
c3d4e5f6 docs: explain retries
d4e5f6a7 perf(db): batch inserts
e5f6a7b8 fix(api): handle empty body
f6a7b8c9 wip something"""


def main():
    commits, problems = [], []
    for line in LOG.splitlines():
        try:
            commits.append(Commit.parse(line))
        except BadLine as e:
            problems.append(e)
    current = Tag("v2.7.3")
    level = "major" if any(c.breaking for c in commits) else ("minor" if any(c.kind is Kind.FEAT for c in commits) else "patch")
    nxt = current.bump(level)
    print(f"{current} -> {nxt} ({level}); {type(nxt).__name__} {nxt.parts()} {nxt.upper()!r}")
    for kind in Kind:
        group = [c for c in commits if c.kind is kind]
        if not group:
            continue
        print(f"## {kind.name.title()} ({len(group)})")
        for c in group:
            flag = " [BREAKING]" if c.breaking else ""
            print(f"  - {c.scope:>4} | {c.summary:<24}|{c.sha}{flag}")
    if problems:
        try:
            raise ExceptionGroup("unparsed lines", problems)
        except* BadLine as group:
            for e in group.exceptions:
                cause = type(e.__cause__).__name__ if e.__cause__ else None
                print(f"! {e} (cause: {cause})")
    print(repr(Kind("fix")), Kind.FIX.value, f"{Kind.DOCS.name:*^9}")
    return str(nxt), len(commits)

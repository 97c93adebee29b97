"""Decide the next semantic version from conventional commits and write release notes."""
import re
from functools import total_ordering
from typing import NamedTuple

COMMIT_RE = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<desc>.+)$")


@total_ordering
class Version(NamedTuple):
    major: int
    minor: int
    patch: int
    pre: str = ""

    @classmethod
    def parse(cls, text):
        m = re.fullmatch(r"v?(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?", text)
        if not m:
            raise ValueError(f"not a version: {text!r}")
        return cls(int(m[1]), int(m[2]), int(m[3]), m[4] or "")

    def bump(self, part):
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0)
        return Version(self.major, self.minor, self.patch + 1)

    def __lt__(self, other):
        mine = (self.major, self.minor, self.patch, self.pre == "", self.pre)
        theirs = (other.major, other.minor, other.patch, other.pre == "", other.pre)
        return mine < theirs

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}" + (f"-{self.pre}" if self.pre else "")


class Commit(NamedTuple):
    sha: str
    type: str
    scope: str
    breaking: bool
    desc: str


LOG = """\
a1b2c3d feat(api): add bulk export endpoint
b2c3d4e fix: handle empty CSV uploads
c3d4e5f docs: explain retry settings
d4e5f6a fix(ui): keep filters after refresh
e5f6a7b chore: bump dependencies
f6a7b8c refactor(core)!: drop python 3.7 support
0a1b2c3 Merge branch 'main' into feature
1b2c3d4 feat: dark mode
2c3d4e5 perf(db): batch inserts
"""

SECTIONS = {"feat": "Features", "fix": "Bug fixes", "perf": "Performance"}


def parse_log(text):
    for line in text.splitlines():
        sha, _, message = line.partition(" ")
        m = COMMIT_RE.match(message)
        if m is None:
            continue
        body = message.split("\n")[0]
        yield Commit(sha, m["type"], m["scope"] or "", bool(m["bang"]) or "BREAKING" in body,
                     m["desc"])


def next_version(current, commits):
    if any(c.breaking for c in commits):
        return current.bump("major"), "major"
    if any(c.type == "feat" for c in commits):
        return current.bump("minor"), "minor"
    if any(c.type in ("fix", "perf") for c in commits):
        return current.bump("patch"), "patch"
    return current, "none"


def main():
    tags = ["v1.4.0", "v1.4.2", "v1.10.0-rc.1", "v1.9.3", "v1.10.0", "oops"]
    versions = []
    for t in tags:
        try:
            versions.append(Version.parse(t))
        except ValueError as exc:
            print("skipping tag:", exc)
    versions.sort()
    print("tags in order:", ", ".join(map(str, versions)))
    current = max(versions)
    commits = list(parse_log(LOG))
    new, part = next_version(current, commits)
    print(f"{current} -> {new} ({part}, {len(commits)} conventional commits)")
    print(f"\n## {new}")
    breaking = [c for c in commits if c.breaking]
    if breaking:
        print("\n### BREAKING CHANGES")
        for c in breaking:
            print(f"- {c.desc} ({c.sha[:7]})")
    for kind, title in SECTIONS.items():
        items = [c for c in commits if c.type == kind and not c.breaking]
        if items:
            print(f"\n### {title}")
            for c in sorted(items, key=lambda c: (c.scope, c.desc)):
                scope = f"**{c.scope}:** " if c.scope else ""
                print(f"- {scope}{c.desc} ({c.sha})")
    print("\nas tuple:", tuple(new), new._replace(pre="beta.1"), new.major == 2)


if __name__ == "__main__":
    main()

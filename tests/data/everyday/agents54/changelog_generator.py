"""Generate a markdown changelog from conventional-commit messages."""
import re
from collections import OrderedDict

COMMITS = """\
a1b2c3d feat(parser): support trailing commas
b2c3d4e fix: handle empty input without crashing
c3d4e5f docs: explain the config file
d4e5f6a feat!: drop python 3.7
e5f6a7b fix(cli): exit code 2 on bad flags
f6a7b8c chore: bump deps
0a1b2c3 perf(parser): cache compiled regexes
1b2c3d4 feat(cli): add --json output
2c3d4e5 random commit with no type
3d4e5f6 fix(parser): BREAKING CHANGE in error offsets
"""

PATTERN = re.compile(r"^(?P<sha>[0-9a-f]{7}) (?P<type>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<subject>.+)$")

SECTIONS = OrderedDict([
    ("breaking", "Breaking changes"),
    ("feat", "Features"),
    ("fix", "Bug fixes"),
    ("perf", "Performance"),
    ("docs", "Documentation"),
])


def classify(lines):
    buckets = {key: [] for key in SECTIONS}
    skipped = []
    for line in lines:
        m = PATTERN.match(line)
        if not m:
            skipped.append(line)
            continue
        kind = m.group("type")
        breaking = bool(m.group("bang")) or "BREAKING CHANGE" in m["subject"]
        entry = {
            "sha": m["sha"],
            "scope": m["scope"],
            "subject": m["subject"].replace("BREAKING CHANGE in ", ""),
        }
        if breaking:
            buckets["breaking"].append(entry)
        if kind in buckets:
            buckets[kind].append(entry)
        elif not breaking:
            skipped.append(line)
    return buckets, skipped


def next_version(current, buckets):
    major, minor, patch = map(int, current.split("."))
    if buckets["breaking"]:
        return f"{major + 1}.0.0"
    if buckets["feat"]:
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def render(version, buckets):
    out = [f"## v{version}", ""]
    for key, title in SECTIONS.items():
        entries = buckets[key]
        if not entries:
            continue
        out.append(f"### {title}")
        for e in sorted(entries, key=lambda e: (e["scope"] or "", e["subject"].lower())):
            scope = f"**{e['scope']}:** " if e["scope"] else ""
            out.append(f"- {scope}{e['subject'][0].upper()}{e['subject'][1:]} ({e['sha']})")
        out.append("")
    return "\n".join(out)


def main():
    lines = COMMITS.strip().splitlines()
    buckets, skipped = classify(lines)
    version = next_version("1.4.2", buckets)
    print(render(version, buckets))
    counts = {k: len(v) for k, v in buckets.items() if v}
    print("counts:", counts)
    print(f"skipped {len(skipped)}:", *[s.split(" ", 1)[1] for s in skipped], sep="\n  ")


if __name__ == "__main__":
    main()

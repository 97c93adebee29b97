"""Parse a keep-a-changelog style document into structured releases and stats."""
import re
from collections import OrderedDict

CHANGELOG = """# Changelog

## [Unreleased]
### Added
- Dark mode toggle

## [2.1.0] - 2024-02-10
### Added
- Export to CSV (#120)
- Keyboard shortcuts (#118)
### Fixed
- Crash on empty project (#121)

## [2.0.1] - 2024-01-15
### Fixed
- Typo in settings page
- Memory leak in watcher (#110)
### Security
- Bump dependency with CVE

## [2.0.0] - 2023-12-01
### Changed
- New storage format (#99)
### Removed
- Legacy API
"""

HEADER = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$")


def parse(text):
    releases = OrderedDict()
    current = section = None
    for line in text.splitlines():
        if m := HEADER.match(line):
            current = releases.setdefault(m["version"], {"date": m["date"], "changes": {}})
        elif line.startswith("### ") and current is not None:
            section = current["changes"].setdefault(line[4:].strip(), [])
        elif line.startswith("- ") and section is not None:
            section.append(line[2:])
    return releases


def version_key(v):
    return tuple(int(p) for p in v.split("."))


def main():
    releases = parse(CHANGELOG)
    print("versions:", list(releases))
    numbered = sorted((v for v in releases if v[0].isdigit()), key=version_key, reverse=True)
    print("latest:", numbered[0], "on", releases[numbered[0]]["date"])
    for version, info in releases.items():
        counts = {k: len(v) for k, v in info["changes"].items()}
        print(f"{version:<11}{info['date'] or 'TBD':<11}{counts}")
    issues = sorted({int(n) for r in releases.values() for items in r["changes"].values()
                     for item in items for n in re.findall(r"#(\d+)", item)})
    print("referenced issues:", issues)
    fixed = [(v, item) for v, r in releases.items() for item in r["changes"].get("Fixed", [])]
    for v, item in fixed:
        text = re.sub(r" \(#\d+\)", "", item)
        print(f"  fix in {v}: {text}")
    major_bumps = [b for a, b in zip(numbered[1:], numbered) if version_key(b)[0] > version_key(a)[0]]
    print("major releases:", major_bumps or "none since tracked")
    releases.move_to_end("Unreleased")
    print("reordered:", list(releases.keys()))


if __name__ == "__main__":
    main()

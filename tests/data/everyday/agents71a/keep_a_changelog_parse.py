"""Parse a Keep-a-Changelog document into JSON and summarise releases."""
import json
import re
from collections import OrderedDict
from datetime import date

CHANGELOG = """\
# Changelog
All notable changes to this project will be documented in this file.

## [Unreleased]
### Added
- Dark mode toggle in settings (#412)

## [2.1.0] - 2024-03-02
### Added
- Export reports as CSV (#398)
- `--dry-run` flag for the sync command
### Fixed
- Crash when the config file is empty (#401)
- Timezone drift in scheduled jobs

## [2.0.1] - 2024-02-11
### Fixed
- Typo in the onboarding email
### Security
- Bump `requests` to 2.31.0

## [2.0.0] - 2024-01-20
### Changed
- **BREAKING** Drop Python 3.8 support
- Rename `sync_all` to `sync`
### Removed
- Legacy XML exporter (#350)
"""

RELEASE_RE = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$")
SECTION_RE = re.compile(r"^### (?P<kind>\w+)$")
ISSUE_RE = re.compile(r"\(#(\d+)\)")


def parse(text: str) -> list[dict]:
    releases: list[dict] = []
    current_kind = None
    for line in text.splitlines():
        if m := RELEASE_RE.match(line):
            releases.append({"version": m["version"], "date": m["date"], "changes": OrderedDict()})
            current_kind = None
        elif m := SECTION_RE.match(line):
            current_kind = m["kind"].lower()
            releases[-1]["changes"][current_kind] = []
        elif line.startswith("- ") and current_kind:
            releases[-1]["changes"][current_kind].append(line[2:].strip())
    return releases


def main():
    releases = parse(CHANGELOG)
    dated = [r for r in releases if r["date"]]
    print(f"{len(releases)} sections, {len(dated)} dated releases")

    for rel in releases:
        counts = ", ".join(f"{len(v)} {k}" for k, v in rel["changes"].items())
        print(f"  {rel['version']:<11} {rel['date'] or 'unreleased':<11} {counts}")

    days = [date.fromisoformat(r["date"]) for r in dated]
    gaps = [(a - b).days for a, b in zip(days, days[1:])]
    print("days between releases:", gaps, f"(mean {sum(gaps) / len(gaps):.1f})")

    issues = sorted(int(n) for r in releases for items in r["changes"].values()
                    for item in items for n in ISSUE_RE.findall(item))
    print("referenced issues:", issues)

    breaking = [(r["version"], item) for r in releases for item in r["changes"].get("changed", [])
                if "BREAKING" in item]
    for version, item in breaking:
        print(f"breaking in {version}: {item.replace('**BREAKING** ', '')}")

    latest = dated[0]
    payload = {"latest": latest["version"], "released": latest["date"],
               "changes": {k: len(v) for k, v in latest["changes"].items()}}
    print(json.dumps(payload, indent=2, sort_keys=True))
    print(json.dumps(releases[0], separators=(",", ":")))
    return latest["version"]


if __name__ == "__main__":
    main()

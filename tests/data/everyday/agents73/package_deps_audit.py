import json
import re
from typing import NamedTuple

PACKAGE_JSON = """
{
  "name": "storefront",
  "version": "2.3.0",
  "dependencies": {
    "react": "^18.2.0",
    "lodash": "~4.17.15",
    "axios": "1.6.2",
    "left-pad": "*",
    "moment": ">=2.29.0"
  },
  "devDependencies": {
    "jest": "^29.0.0",
    "eslint": "^8.50.0",
    "typescript": "5.3.x"
  }
}
"""

INSTALLED = {"react": "18.3.1", "lodash": "4.17.21", "axios": "1.5.0", "left-pad": "1.3.0",
             "moment": "2.30.1", "jest": "30.0.0", "eslint": "8.57.0", "typescript": "5.3.3"}
DEPRECATED = {"left-pad": "use String.prototype.padStart", "moment": "consider date-fns or luxon"}


class Version(NamedTuple):
    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str) -> "Version":
        nums = [int(p) for p in text.split(".")]
        return cls(*(nums + [0, 0, 0])[:3])

    def __str__(self):
        return ".".join(map(str, self))


RANGE_RE = re.compile(r"^(?P<op>\^|~|>=|<=|>|<|=)?(?P<ver>[\dx.*]+)$")


def satisfies(installed: Version, spec: str) -> bool:
    if spec == "*":
        return True
    m = RANGE_RE.match(spec)
    op, ver = m["op"] or "=", m["ver"]
    if "x" in ver:
        prefix = [int(p) for p in ver.split(".") if p != "x"]
        return list(installed[: len(prefix)]) == prefix
    want = Version.parse(ver)
    match op:
        case "^":
            upper = Version(want.major + 1, 0, 0) if want.major else Version(0, want.minor + 1, 0)
            return want <= installed < upper
        case "~":
            return want <= installed < Version(want.major, want.minor + 1, 0)
        case ">=":
            return installed >= want
        case ">":
            return installed > want
        case "<":
            return installed < want
        case "<=":
            return installed <= want
        case _:
            return installed == want


def main():
    pkg = json.loads(PACKAGE_JSON)
    rows = []
    for section in ("dependencies", "devDependencies"):
        for name, spec in pkg[section].items():
            inst = Version.parse(INSTALLED[name])
            ok = satisfies(inst, spec)
            rows.append((section == "devDependencies", name, spec, inst, ok))
    rows.sort(key=lambda r: (r[4], r[0], r[1]))
    print(f"{pkg['name']}@{pkg['version']}: {len(rows)} packages")
    print(f"{'package':<12}{'wanted':<12}{'installed':<11}status")
    for dev, name, spec, inst, ok in rows:
        status = "ok" if ok else "MISMATCH"
        note = f"  (deprecated: {DEPRECATED[name]})" if name in DEPRECATED else ""
        print(f"{name + ('*' if dev else ''):<12}{spec:<12}{str(inst):<11}{status}{note}")
    bad = [r[1] for r in rows if not r[4]]
    report = {"mismatched": bad, "deprecated": sorted(DEPRECATED), "majors": {}}
    for _, name, _, inst, _ in rows:
        report["majors"].setdefault(str(inst.major), []).append(name)
    print(json.dumps(report, indent=2, sort_keys=True))
    return bad


if __name__ == "__main__":
    main()

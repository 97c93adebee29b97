"""Audit third-party dependency licenses against company policy."""
from collections import Counter, defaultdict
import re

REQUIREMENTS_LOCK = """\
requests==2.31.0        # Apache-2.0
urllib3==2.0.7          # MIT
certifi==2023.7.22      # MPL-2.0
chardet==5.2.0          # LGPL-2.1-or-later
pyyaml==6.0.1           # MIT
psycopg2-binary==2.9.9  # LGPL-3.0-or-later
reportlab==4.0.7        # BSD-3-Clause
ghostscript==0.7        # AGPL-3.0-only
mystery-lib==0.0.3
numpy==1.26.2           # BSD-3-Clause AND 0BSD
some-fork==1.0          # GPL-2.0-only OR MIT
"""

POLICY = {
    "allowed": {"MIT", "Apache-2.0", "BSD-3-Clause", "BSD-2-Clause", "0BSD", "ISC"},
    "review": {"MPL-2.0", "LGPL-2.1-or-later", "LGPL-3.0-or-later"},
    "forbidden": {"AGPL-3.0-only", "GPL-3.0-only", "SSPL-1.0"},
}

LINE = re.compile(r"^(?P<name>[\w.-]+)==(?P<version>[\w.]+)\s*(?:#\s*(?P<expr>.+))?$")


def category(license_id):
    for cat in ("allowed", "review", "forbidden"):
        if license_id in POLICY[cat]:
            return cat
    return "unknown"


RANK = {"allowed": 0, "review": 1, "unknown": 2, "forbidden": 3}


def evaluate(expr):
    """Evaluate a simple SPDX expression: OR picks the best, AND the worst."""
    if expr is None:
        return "unknown", []
    if " OR " in expr:
        options = [evaluate(part) for part in expr.split(" OR ")]
        return min(options, key=lambda o: RANK[o[0]])
    if " AND " in expr:
        parts = [evaluate(part) for part in expr.split(" AND ")]
        worst = max(parts, key=lambda o: RANK[o[0]])
        return worst[0], [lic for _, lics in parts for lic in lics]
    lic = expr.strip()
    return category(lic), [lic]


def main():
    report = defaultdict(list)
    license_counts = Counter()
    for line in REQUIREMENTS_LOCK.splitlines():
        m = LINE.match(line.strip())
        if not m:
            print("unparseable:", line)
            continue
        verdict, licenses = evaluate(m["expr"])
        license_counts.update(licenses)
        report[verdict].append(f"{m['name']} {m['version']} ({m['expr'] or 'no license declared'})")
    for verdict in sorted(report, key=RANK.get):
        print(f"{verdict.upper()} ({len(report[verdict])})")
        for entry in report[verdict]:
            print("   ", entry)
    print("licenses seen:", ", ".join(f"{k}x{v}" for k, v in sorted(license_counts.items())))
    blocking = len(report["forbidden"]) + len(report["unknown"])
    status = "FAIL" if blocking else ("NEEDS REVIEW" if report["review"] else "PASS")
    print(f"status: {status} ({blocking} blocking)")
    return status


if __name__ == "__main__":
    main()

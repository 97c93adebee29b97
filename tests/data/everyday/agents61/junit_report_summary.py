"""Summarise a JUnit-style XML test report parsed by hand with regular expressions."""
import re
from collections import defaultdict
from statistics import mean, median

REPORT = """<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="api" tests="5">
    <testcase classname="api.test_users" name="test_create" time="0.120"/>
    <testcase classname="api.test_users" name="test_delete" time="0.045">
      <failure message="expected 204, got 500">Traceback...</failure>
    </testcase>
    <testcase classname="api.test_orders" name="test_list" time="1.305"/>
    <testcase classname="api.test_orders" name="test_refund" time="0.410">
      <skipped message="payments sandbox down"/>
    </testcase>
    <testcase classname="api.test_orders" name="test_totals" time="2.001">
      <error message="TimeoutError: db">stack</error>
    </testcase>
  </testsuite>
  <testsuite name="ui" tests="3">
    <testcase classname="ui.test_login" name="test_ok" time="3.500"/>
    <testcase classname="ui.test_login" name="test_bad_password" time="2.750"/>
    <testcase classname="ui.test_cart" name="test_add &amp; remove" time="4.125">
      <failure message="element &lt;button&gt; not found"/>
    </testcase>
  </testsuite>
</testsuites>
"""

CASE = re.compile(
    r'<testcase classname="(?P<cls>[^"]+)" name="(?P<name>[^"]+)" time="(?P<time>[\d.]+)"'
    r'(?:/>|>(?P<body>.*?)</testcase>)',
    re.S,
)
OUTCOME = re.compile(r'<(failure|error|skipped)(?: message="([^"]*)")?')
ENTITIES = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"'}


def unescape(text: str) -> str:
    return re.sub(r"&\w+;", lambda m: ENTITIES.get(m.group(0), m.group(0)), text)


def main():
    results = []
    for m in CASE.finditer(REPORT):
        outcome = OUTCOME.search(m["body"] or "")
        status = outcome.group(1) if outcome else "passed"
        message = unescape(outcome.group(2) or "") if outcome else ""
        results.append((m["cls"], unescape(m["name"]), float(m["time"]), status, message))
    tally = defaultdict(int)
    for *_, status, _ in results:
        tally[status] += 1
    total = len(results)
    print(f"{total} tests: " + ", ".join(f"{n} {s}" for s, n in sorted(tally.items())))
    ok_rate = tally["passed"] / (total - tally["skipped"])
    print(f"pass rate (excluding skipped): {ok_rate:.1%}")
    for cls, name, t, status, msg in results:
        if status != "passed":
            print(f"  [{status.upper():7}] {cls}::{name} ({t:.2f}s) - {msg}")
    times = [t for _, _, t, _, _ in results]
    print(f"time total {sum(times):.3f}s mean {mean(times):.3f}s median {median(times):.3f}s")
    slow = sorted(results, key=lambda r: r[2], reverse=True)[:3]
    print("slowest:", [f"{r[1]}={r[2]}" for r in slow])
    per_module = defaultdict(list)
    for cls, _, t, status, _ in results:
        per_module[cls.split(".")[0]].append((t, status))
    for mod, rows in per_module.items():
        failed = sum(1 for _, s in rows if s in ("failure", "error"))
        print(f"suite {mod}: {len(rows)} cases, {failed} broken, {sum(t for t, _ in rows):.2f}s")


if __name__ == "__main__":
    main()

"""Scan a diff for accidentally committed secrets before pushing.

Reports file, line and rule, with the secret masked; high-entropy strings are
flagged only when they appear in an assignment to a suspicious name.
"""
import math
import re
from collections import Counter
from typing import Iterator, NamedTuple

DIFF = '''\
diff --git a/config/settings.py b/config/settings.py
+++ b/config/settings.py
+DEBUG = False
+AWS_ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
+AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
+TIMEZONE = "Europe/Berlin"
diff --git a/deploy/notify.sh b/deploy/notify.sh
+++ b/deploy/notify.sh
+curl -X POST https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX
+export GITHUB_TOKEN=ghp_16C7e42F292c6912E7710c838347Ae178B4a
diff --git a/README.md b/README.md
+++ b/README.md
+Set `api_key = "your-key-here"` in the config.
+Commit hash: 9fceb02d0ae598e95dc970b74767f19372d61af8
+password = hunter2
'''


class Finding(NamedTuple):
    path: str
    line: int
    rule: str
    secret: str

    def masked(self):
        s = self.secret
        return s[:4] + "*" * (len(s) - 6) + s[-2:] if len(s) > 8 else "*" * len(s)


RULES = [
    ("aws-access-key", re.compile(r"\b(AKIA[0-9A-Z]{16})\b")),
    ("github-token", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36})\b")),
    ("slack-webhook", re.compile(r"(https://hooks\.slack\.com/services/\S+)")),
]
ASSIGN = re.compile(r"(?i)\b(\w*(?:secret|password|token|api_?key)\w*)\s*=\s*[\"']?([^\"'\s`]+)")
PLACEHOLDERS = {"your-key-here", "changeme", "xxx"}


def entropy(s: str) -> float:
    counts = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def added_lines(diff: str) -> Iterator[tuple[str, int, str]]:
    path, n = None, 0
    for raw in diff.splitlines():
        if raw.startswith("+++ b/"):
            path, n = raw[6:], 0
        elif raw.startswith("+") and path:
            n += 1
            yield path, n, raw[1:]


def scan(diff: str) -> list[Finding]:
    findings = []
    for path, n, text in added_lines(diff):
        hit_spans = []
        for rule, rx in RULES:
            for m in rx.finditer(text):
                findings.append(Finding(path, n, rule, m.group(1)))
                hit_spans.append(m.span(1))
        for m in ASSIGN.finditer(text):
            value = m.group(2)
            if value.lower() in PLACEHOLDERS or any(a <= m.start(2) < b for a, b in hit_spans):
                continue
            e = entropy(value)
            if e > 3.5:
                findings.append(Finding(path, n, f"high-entropy {m.group(1)} ({e:.2f} bits)", value))
            elif "password" in m.group(1).lower():
                findings.append(Finding(path, n, "plaintext password", value))
    return findings


def main():
    findings = scan(DIFF)
    for f in findings:
        print(f"{f.path}:{f.line}: [{f.rule}] {f.masked()}")
    per_file = Counter(f.path for f in findings)
    print(dict(per_file))
    print("entropy:", round(entropy("aaaa"), 3), round(entropy("abcd"), 3), round(entropy("9fceb02d0ae598e95dc970b74767f19372d61af8"), 3))
    blocked = bool(findings)
    print("push blocked" if blocked else "clean")
    return len(findings)


if __name__ == "__main__":
    main()

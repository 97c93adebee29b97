"""Lint a list of commit messages against team rules and print a scorecard."""
import re
import textwrap
from collections import Counter
from dataclasses import dataclass


@dataclass
class Finding:
    rule: str
    message: str
    severity: str = "warn"

    def __str__(self):
        return f"[{self.severity.upper():<5}] {self.rule}: {self.message}"


class Rule:
    name = "base"

    def check(self, subject, body):
        raise NotImplementedError


class MaxLength(Rule):
    name = "max-length"

    def __init__(self, limit=50):
        self.limit = limit

    def check(self, subject, body):
        if len(subject) > self.limit:
            yield Finding(self.name, f"subject is {len(subject)} chars (limit {self.limit})")


class Imperative(Rule):
    name = "imperative"
    BAD = re.compile(r"^(added|fixed|changed|updated)\b", re.I)

    def check(self, subject, body):
        if m := self.BAD.match(subject):
            yield Finding(self.name, f"use imperative mood, not {m.group(1)!r}", "error")


class IssueRef(Rule):
    name = "issue-ref"

    def check(self, subject, body):
        if not re.search(r"#\d+", subject + body):
            yield Finding(self.name, "no issue reference")


MESSAGES = [
    "Add retry to the uploader\n\nRetries three times. Refs #42",
    "Fixed the thing that was broken in the parser when the input had trailing spaces",
    "updated deps",
    "Refactor config loading (#7)",
]


def main():
    rules = [MaxLength(), Imperative(), IssueRef()]
    tally = Counter()
    for i, msg in enumerate(MESSAGES, 1):
        subject, _, body = msg.partition("\n\n")
        findings = [f for rule in rules for f in rule.check(subject, body)]
        tally.update(f.severity for f in findings)
        status = "ok" if not findings else f"{len(findings)} finding(s)"
        print(f"{i}. {textwrap.shorten(subject, 40)} -> {status}")
        for f in findings:
            print(textwrap.indent(str(f), "     "))
    print(dict(tally), "errors" if tally["error"] else "no errors")
    print(textwrap.dedent("""\
        Summary:
          rules: {n}
        """).format(n=len(rules)).rstrip())


if __name__ == "__main__":
    main()

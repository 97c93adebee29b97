"""Evaluate an access policy: roles grant allow/deny rules on resource globs.

Deny wins over allow; the most specific matching rule is reported as the reason.
"""
from fnmatch import fnmatch, fnmatchcase
from typing import NamedTuple


class Rule(NamedTuple):
    effect: str  # "allow" | "deny"
    action: str
    pattern: str

    def matches(self, action, resource):
        return fnmatchcase(action, self.action) and fnmatchcase(resource, self.pattern)

    @property
    def specificity(self):
        return len(self.pattern.replace("*", "").replace("?", ""))


ROLES = {
    "viewer": [Rule("allow", "read", "projects/*")],
    "developer": [
        Rule("allow", "*", "projects/*/src/*"),
        Rule("allow", "read", "projects/*"),
        Rule("deny", "delete", "projects/*/src/main.py"),
    ],
    "ops": [
        Rule("allow", "*", "infra/*"),
        Rule("deny", "*", "infra/secrets/*"),
        Rule("allow", "restart", "services/*"),
    ],
    "admin": [Rule("allow", "*", "*")],
}

USERS = {"ana": ["viewer"], "bo": ["developer", "ops"], "cy": ["admin"], "dee": []}


def decide(user, action, resource):
    rules = [r for role in USERS.get(user, []) for r in ROLES[role]]
    hits = [r for r in rules if r.matches(action, resource)]
    if not hits:
        return False, "no matching rule"
    denies = [r for r in hits if r.effect == "deny"]
    if denies:
        best = max(denies, key=lambda r: r.specificity)
        return False, f"denied by {best.action} on {best.pattern}"
    best = max(hits, key=lambda r: (r.specificity, r.pattern))
    return True, f"allowed by {best.action} on {best.pattern}"


REQUESTS = [
    ("ana", "read", "projects/alpha/README.md"),
    ("ana", "write", "projects/alpha/README.md"),
    ("bo", "write", "projects/alpha/src/util.py"),
    ("bo", "delete", "projects/alpha/src/main.py"),
    ("bo", "read", "infra/secrets/db.env"),
    ("bo", "restart", "services/api"),
    ("bo", "restart", "SERVICES/api"),
    ("cy", "delete", "infra/secrets/db.env"),
    ("dee", "read", "projects/alpha"),
]


def main():
    allowed = 0
    for user, action, resource in REQUESTS:
        ok, why = decide(user, action, resource)
        allowed += ok
        mark = "ALLOW" if ok else "DENY "
        print(f"{mark} {user:<4} {action:<8} {resource:<30} {why}")
    print(f"{allowed}/{len(REQUESTS)} allowed")
    # case-insensitive check helper for file names on a case-insensitive share
    print([name for name in ["Report.PDF", "notes.txt", "scan.pdf"] if fnmatch(name.lower(), "*.pdf")])
    r = ROLES["ops"][1]
    print(r, r._asdict(), r._replace(effect="allow").effect)
    return allowed


if __name__ == "__main__":
    main()

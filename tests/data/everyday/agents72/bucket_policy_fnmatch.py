"""Evaluate object-storage access requests against allow/deny policy statements."""
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Literal

Effect = Literal["Allow", "Deny"]


@dataclass(frozen=True)
class Statement:
    sid: str
    effect: Effect
    principals: tuple[str, ...]
    actions: tuple[str, ...]
    resources: tuple[str, ...]


POLICY = [
    Statement("ReadReports", "Allow", ("role/analyst", "role/admin"), ("s3:GetObject", "s3:List*"),
              ("reports/*",)),
    Statement("AdminAll", "Allow", ("role/admin",), ("s3:*",), ("*",)),
    Statement("WriteOwnUploads", "Allow", ("user/*",), ("s3:PutObject",), ("uploads/${user}/*",)),
    Statement("NoSecrets", "Deny", ("*",), ("s3:*",), ("secrets/*", "reports/*/payroll-*.csv")),
    Statement("NoDeleteAudit", "Deny", ("*",), ("s3:DeleteObject",), ("audit/*",)),
]

REQUESTS = [
    ("role/analyst", "s3:GetObject", "reports/2024/q1.pdf"),
    ("role/analyst", "s3:GetObject", "reports/2024/payroll-march.csv"),
    ("role/analyst", "s3:PutObject", "reports/2024/q1.pdf"),
    ("role/admin", "s3:DeleteObject", "audit/2024-01.log"),
    ("role/admin", "s3:DeleteObject", "tmp/scratch.bin"),
    ("user/kim", "s3:PutObject", "uploads/kim/photo.png"),
    ("user/kim", "s3:PutObject", "uploads/lee/photo.png"),
    ("role/admin", "s3:GetObject", "secrets/db.env"),
    ("role/analyst", "s3:ListBucket", "reports/"),
]


def expand(pattern: str, principal: str) -> str:
    user = principal.split("/", 1)[1]
    return pattern.replace("${user}", user)


def matches(stmt: Statement, principal: str, action: str, resource: str) -> bool:
    return (
        any(fnmatchcase(principal, p) for p in stmt.principals)
        and any(fnmatchcase(action, a) for a in stmt.actions)
        and any(fnmatchcase(resource, expand(r, principal)) for r in stmt.resources)
    )


def evaluate(principal, action, resource):
    hits = [s for s in POLICY if matches(s, principal, action, resource)]
    if denied := [s.sid for s in hits if s.effect == "Deny"]:
        return False, f"explicit deny by {', '.join(denied)}"
    if allowed := [s.sid for s in hits if s.effect == "Allow"]:
        return True, f"allowed by {', '.join(allowed)}"
    return False, "implicit deny"


def main():
    summary = {True: 0, False: 0}
    for principal, action, resource in REQUESTS:
        ok, why = evaluate(principal, action, resource)
        summary[ok] += 1
        mark = "✔" if ok else "✘"
        print(f"{mark} {principal:<13} {action:<16} {resource:<32} {why}")
    print(f"allowed={summary[True]} denied={summary[False]}")
    unused = [s.sid for s in POLICY if not any(matches(s, *r) for r in REQUESTS)]
    print("statements never matched:", unused or "none")


if __name__ == "__main__":
    main()

"""Audit a list of (fake) password hashes' metadata against a policy and summarise."""
import string
from collections import Counter
from datetime import date

USERS = [
    ("ann", "Tr0ub4dor&3", date(2023, 1, 10), ["admin"]),
    ("ben", "password", date(2021, 6, 1), []),
    ("cho", "correct horse battery staple", date(2024, 2, 1), ["dev"]),
    ("dee", "Qwerty123!", date(2022, 12, 31), ["dev", "ops"]),
    ("eve", "aaaaaaaaaaaa", date(2024, 1, 20), ["ops"]),
]
COMMON = {"password", "qwerty123!", "letmein", "123456"}
TODAY = date(2024, 3, 1)


def classes(pw):
    sets = [string.ascii_lowercase, string.ascii_uppercase, string.digits, string.punctuation + " "]
    return sum(any(c in s for c in pw) for s in sets)


def findings(name, pw, changed, roles):
    out = []
    if pw.lower() in COMMON:
        out.append("common password")
    if len(pw) < 10:
        out.append(f"too short ({len(pw)})")
    if classes(pw) < 3 and len(pw) < 20:
        out.append(f"only {classes(pw)} character classes")
    most, n = Counter(pw).most_common(1)[0]
    if n > len(pw) / 2:
        out.append(f"repeats {most!r} {n} times")
    age = (TODAY - changed).days
    limit = 90 if "admin" in roles else 365
    if age > limit:
        out.append(f"not rotated for {age} days (limit {limit})")
    if name.lower() in pw.lower():
        out.append("contains username")
    return out


def main():
    report = {name: findings(name, pw, changed, roles) for name, pw, changed, roles in USERS}
    for name, issues in report.items():
        status = "PASS" if not issues else f"FAIL({len(issues)})"
        print(f"{name:<5}{status:<9}{'; '.join(issues)}")
    by_issue = Counter(i.split(" (")[0].split(" for ")[0] for issues in report.values() for i in issues)
    print("issue counts:")
    for issue, n in sorted(by_issue.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {n} x {issue}")
    roles = Counter(r for *_, rs in USERS for r in rs)
    print("roles:", dict(sorted(roles.items())))
    print("printable ok:", all(set(pw) <= set(string.printable) for _, pw, _, _ in USERS))


if __name__ == "__main__":
    main()

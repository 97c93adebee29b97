"""Compute effective permissions from roles with enum.Flag and print an access matrix."""
from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE
    OWNER = READ | WRITE | DELETE | SHARE


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.EDITOR,
    "owner": Perm.OWNER,
    "auditor": Perm.READ | Perm.ADMIN,
}
GRANTS = {
    ("alice", "reports"): ["owner"],
    ("bob", "reports"): ["viewer", "editor"],
    ("bob", "billing"): ["viewer"],
    ("carol", "billing"): ["auditor"],
    ("dave", "reports"): [],
}
DENY = {("bob", "reports"): Perm.WRITE}
REQUESTS = [("alice", "reports", "DELETE"), ("bob", "reports", "WRITE"), ("bob", "billing", "READ"),
            ("carol", "billing", "WRITE"), ("dave", "reports", "READ"), ("erin", "billing", "SHARE")]


def effective(user: str, resource: str) -> Perm:
    perms = Perm(0)
    for role in GRANTS.get((user, resource), []):
        perms |= ROLES[role]
    if deny := DENY.get((user, resource)):
        perms &= ~deny
    return perms


def main():
    singles = [p for p in Perm if p.name not in ("EDITOR", "OWNER")]
    print(f"{'user@resource':<16}" + "".join(f"{p.name[:3]:>5}" for p in singles) + "  summary")
    for (user, res) in sorted(GRANTS):
        eff = effective(user, res)
        marks = "".join(f"{'x' if p in eff else '.':>5}" for p in singles)
        print(f"{user + '@' + res:<16}{marks}  {eff.name or 'NONE'}")
    for user, res, action in REQUESTS:
        needed = Perm[action]
        ok = needed in effective(user, res)
        print(f"{user:>5} {action:<6} {res:<8} -> {'allow' if ok else 'DENY'}")
    print("editor covers read:", Perm.READ in Perm.EDITOR, "| owner value:", Perm.OWNER.value)
    print("bits:", [m.name for m in Perm.OWNER], len(Perm.OWNER))
    combo = Perm.READ | Perm.SHARE
    print(repr(combo), str(Perm.WRITE), bool(Perm(0)))
    return effective("alice", "reports").value


if __name__ == "__main__":
    main()

"""Audit role permissions modelled with enum.Flag; find over-privileged accounts."""
from enum import Flag, IntEnum, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE | SHARE
    OWNER = EDITOR | DELETE


class Risk(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.EDITOR,
    "owner": Perm.OWNER,
    "auditor": Perm.READ | Perm.SHARE,
    "root": Perm.OWNER | Perm.ADMIN,
}
ACCOUNTS = [
    ("ana", ["viewer"], Perm.READ),
    ("bruno", ["editor", "auditor"], Perm.READ | Perm.WRITE),
    ("chen", ["owner"], Perm.OWNER),
    ("dara", ["root"], Perm.READ | Perm.WRITE | Perm.DELETE),
    ("eli", [], Perm.READ),
]


def names(p: Perm) -> str:
    return "|".join(m.name for m in Perm if m in p and bin(m.value).count("1") == 1) or "NONE"


def risk_of(extra: Perm) -> Risk:
    if Perm.ADMIN in extra or Perm.DELETE in extra:
        return Risk.HIGH
    if Perm.WRITE in extra or Perm.SHARE in extra:
        return Risk.MEDIUM
    return Risk.LOW


def main():
    findings = []
    for user, roles, needed in ACCOUNTS:
        granted = Perm(0)
        for role in roles:
            granted |= ROLES[role]
        missing = needed & ~granted
        extra = granted & ~needed
        status = "ok"
        if missing:
            status = f"MISSING {names(missing)}"
        elif extra:
            r = risk_of(extra)
            status = f"extra {names(extra)} risk={r.name}"
            findings.append((r, user))
        print(f"{user:<6} roles={','.join(roles) or '-':<15} granted={names(granted):<32} {status}")
    findings.sort(reverse=True)
    print("review order:", [f"{u}({r.name.lower()})" for r, u in findings])
    print(Perm.EDITOR in Perm.OWNER, Perm.ADMIN in Perm.OWNER, bool(Perm(0)), len(Perm.OWNER))
    print(repr(Perm.READ | Perm.WRITE), Perm.OWNER.value, Risk.HIGH > Risk.LOW, Risk(2))


if __name__ == "__main__":
    main()

"""Model file-share permissions as IntFlag bits, combine roles and audit effective access."""
from enum import IntFlag


class Perm(IntFlag):
    NONE = 0
    READ = 1
    WRITE = 2
    DELETE = 4
    SHARE = 8
    ADMIN = 16
    EDITOR = READ | WRITE
    OWNER = READ | WRITE | DELETE | SHARE


ROLES = {"viewer": Perm.READ, "editor": Perm.EDITOR, "owner": Perm.OWNER, "admin": Perm.OWNER | Perm.ADMIN}

ACL = {
    "reports/": {"alice": ["owner"], "bob": ["viewer"], "carol": ["editor", "viewer"]},
    "payroll/": {"alice": ["viewer"], "dave": ["admin"]},
    "public/": {"*": ["viewer"], "bob": ["editor"]},
}


def effective(user: str, folder: str) -> Perm:
    entries = ACL.get(folder, {})
    perm = Perm.NONE
    for who in (user, "*"):
        for role in entries.get(who, []):
            perm |= ROLES[role]
    return perm


def describe(perm: Perm) -> str:
    names = [p.name.lower() for p in (Perm.READ, Perm.WRITE, Perm.DELETE, Perm.SHARE, Perm.ADMIN) if p in perm]
    return "+".join(names) or "none"


def main():
    users = ["alice", "bob", "carol", "dave", "erin"]
    folders = sorted(ACL)
    print(f"{'user':<7}" + "".join(f"{f:<22}" for f in folders))
    for u in users:
        cells = [describe(effective(u, f)) for f in folders]
        print(f"{u:<7}" + "".join(f"{c:<22}" for c in cells))
    print()
    for u in users:
        can_delete = [f for f in folders if Perm.DELETE in effective(u, f)]
        if can_delete:
            print(f"{u} can delete in: {', '.join(can_delete)}")
    p = effective("carol", "reports/")
    print(int(p), p == Perm.EDITOR, bool(p & Perm.SHARE), int(p ^ Perm.OWNER))
    print(f"{int(ROLES['admin']):05b}", Perm(3) is Perm.EDITOR)


if __name__ == "__main__":
    main()

"""Compute effective permissions from roles and grants using enum.Flag."""
from enum import Flag, IntFlag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDIT = READ | WRITE
    ALL = READ | WRITE | DELETE | SHARE | ADMIN


class Mode(IntFlag):
    X = 1
    W = 2
    R = 4


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.EDIT | Perm.SHARE,
    "owner": Perm.ALL & ~Perm.ADMIN,
    "admin": Perm.ALL,
}

USERS = {
    "dana": ["editor"],
    "lee": ["viewer", "editor"],
    "sam": ["owner"],
    "ana": ["viewer"],
    "root": ["admin"],
}

DENY = {"lee": Perm.SHARE, "sam": Perm.DELETE}

ACTIONS = [("dana", "write", Perm.WRITE), ("lee", "share", Perm.SHARE), ("sam", "delete", Perm.DELETE),
           ("ana", "edit", Perm.EDIT), ("root", "admin", Perm.ADMIN), ("sam", "edit", Perm.EDIT)]


def effective(user: str) -> Perm:
    perms = Perm(0)
    for role in USERS[user]:
        perms |= ROLES[role]
    return perms & ~DENY.get(user, Perm(0))


def names(p: Perm) -> str:
    return "|".join(m.name for m in Perm if m in p and m.name not in ("EDIT", "ALL")) or "-"


def main():
    print(f"{'user':<6}{'value':>6}  perms")
    for user in USERS:
        p = effective(user)
        print(f"{user:<6}{p.value:>6}  {names(p)}")
    print("checks:")
    for user, action, needed in ACTIONS:
        have = effective(user)
        ok = needed in have
        missing = needed & ~have
        print(f"  {user:<5} {action:<7} {'allowed' if ok else 'DENIED'}" + ("" if ok else f" (missing {names(missing)})"))
    print(Perm.EDIT, Perm.READ | Perm.WRITE is Perm.EDIT, Perm(3), bool(Perm(0)))
    print([m.name for m in Perm.ALL], len(Perm.ALL), Perm.SHARE in Perm.EDIT)
    print(repr(Perm.READ | Perm.DELETE), Perm.ADMIN.value, Perm["WRITE"])
    mode = Mode.R | Mode.W
    print(mode, int(mode), mode & 4, Mode(7), oct(Mode.R | Mode.X), format(mode, "03b"))
    members = {user: [m.name for m in effective(user)] for user in ("lee", "sam")}
    print(members)
    return sum(effective(u).value for u in USERS)


if __name__ == "__main__":
    main()

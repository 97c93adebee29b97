from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDIT = READ | WRITE
    ALL = READ | WRITE | DELETE | SHARE | ADMIN


ROLES = {
    "viewer": {"inherits": [], "grants": {"docs": Perm.READ, "billing": Perm(0)}},
    "editor": {"inherits": ["viewer"], "grants": {"docs": Perm.EDIT | Perm.SHARE}},
    "accountant": {"inherits": ["viewer"], "grants": {"billing": Perm.READ | Perm.WRITE}},
    "owner": {"inherits": ["editor", "accountant"], "grants": {"docs": Perm.ALL, "billing": Perm.ALL, "settings": Perm.ALL}},
}
USERS = {"ivy": ["viewer"], "ed": ["editor"], "acc": ["accountant", "editor"], "olga": ["owner"], "nobody": []}
DENY = {("acc", "docs"): Perm.DELETE, ("olga", "settings"): Perm.ADMIN}
RESOURCES = ["docs", "billing", "settings"]


def effective(role, seen=None):
    seen = set() if seen is None else seen
    if role in seen:
        raise ValueError(f"role cycle at {role}")
    seen.add(role)
    spec = ROLES[role]
    perms = {}
    for parent in spec["inherits"]:
        for res, p in effective(parent, set(seen)).items():
            perms[res] = perms.get(res, Perm(0)) | p
    for res, p in spec["grants"].items():
        perms[res] = perms.get(res, Perm(0)) | p
    return perms


def user_perms(user):
    out = {r: Perm(0) for r in RESOURCES}
    for role in USERS[user]:
        for res, p in effective(role).items():
            out[res] |= p
    for (u, res), denied in DENY.items():
        if u == user:
            out[res] &= ~denied
    return out


def short(p: Perm) -> str:
    letters = "".join(m.name[0] if m in p else "-" for m in (Perm.READ, Perm.WRITE, Perm.DELETE, Perm.SHARE, Perm.ADMIN))
    return letters


def main():
    print(f"{'user':<8}" + "".join(f"{r:<10}" for r in RESOURCES))
    table = {}
    for user in USERS:
        perms = user_perms(user)
        table[user] = perms
        print(f"{user:<8}" + "".join(f"{short(perms[r]):<10}" for r in RESOURCES))
    checks = [("ed", "docs", Perm.EDIT), ("acc", "docs", Perm.DELETE), ("olga", "settings", Perm.ADMIN),
              ("ivy", "billing", Perm.READ), ("olga", "billing", Perm.ALL)]
    for user, res, need in checks:
        ok = need in table[user][res]
        print(f"can {user} {need.name or need!r} on {res}? {'yes' if ok else 'no'}")
    print(Perm.EDIT, repr(Perm.READ | Perm.DELETE), Perm(5), bool(Perm(0)), Perm.ALL.value)
    print([m.name for m in Perm], len(Perm))
    ROLES["viewer"]["inherits"].append("owner")
    try:
        effective("owner")
    except ValueError as e:
        print("invalid role graph:", e)
    return {u: short(p["docs"]) for u, p in table.items()}


if __name__ == "__main__":
    main()

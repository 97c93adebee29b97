"""Role-based access control with role inheritance, Flag permissions and an audit trail."""
from enum import Flag, auto
from functools import reduce
import operator


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = READ | WRITE | DELETE | SHARE


ROLES = {
    "viewer": (Perm.READ, []),
    "editor": (Perm.WRITE, ["viewer"]),
    "owner": (Perm.DELETE | Perm.SHARE, ["editor"]),
    "auditor": (Perm.READ, []),
}

USERS = {
    "ana": {"docs": ["owner"], "billing": ["viewer"]},
    "ben": {"docs": ["editor"], "billing": ["auditor", "viewer"]},
    "cy": {"docs": ["viewer"]},
}


class AccessDenied(PermissionError):
    def __init__(self, user, resource, needed):
        super().__init__(f"{user} lacks {needed.name} on {resource}")
        self.user, self.resource, self.needed = user, resource, needed


def role_perms(role, seen=None):
    seen = set() if seen is None else seen
    if role in seen:
        return Perm(0)
    seen.add(role)
    own, parents = ROLES[role]
    return reduce(operator.or_, (role_perms(p, seen) for p in parents), own)


def effective(user, resource):
    roles = USERS.get(user, {}).get(resource, [])
    return reduce(operator.or_, map(role_perms, roles), Perm(0))


AUDIT = []


def requires(perm):
    def decorator(fn):
        def wrapper(user, resource, *args):
            allowed = perm in effective(user, resource)
            AUDIT.append((user, fn.__name__, resource, "ok" if allowed else "DENIED"))
            if not allowed:
                raise AccessDenied(user, resource, perm)
            return fn(user, resource, *args)
        return wrapper
    return decorator


@requires(Perm.READ)
def read(user, resource):
    return f"{user} reads {resource}"


@requires(Perm.WRITE)
def write(user, resource, text):
    return f"{user} writes {len(text)} chars to {resource}"


@requires(Perm.DELETE | Perm.SHARE)
def transfer(user, resource, new_owner):
    return f"{user} transfers {resource} to {new_owner}"


def names(perm):
    return "|".join(p.name for p in Perm if p in perm and p is not Perm.ADMIN) or "-"


def main():
    for user in sorted(USERS):
        for res in ("docs", "billing"):
            print(f"{user:<4}{res:<8}{names(effective(user, res))}")
    actions = [
        (read, "cy", "docs"), (write, "cy", "docs", "hello"), (write, "ben", "docs", "draft v2"),
        (transfer, "ben", "docs", "cy"), (transfer, "ana", "docs", "ben"),
        (read, "ben", "billing"), (read, "cy", "billing"),
    ]
    for fn, *args in actions:
        try:
            print("  ", fn(*args))
        except AccessDenied as exc:
            print("   denied:", exc)
    denied = [a for a in AUDIT if a[3] == "DENIED"]
    print(f"audit: {len(AUDIT)} checks, {len(denied)} denied")
    print("owner == ADMIN:", role_perms("owner") == Perm.ADMIN)


if __name__ == "__main__":
    main()

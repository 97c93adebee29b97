"""Module-level tables whose tuples hold both lists and computed items (enum members, calls,
other constants): each is built once as the module loads, and functions share those objects."""
from enum import Enum, Flag, auto
from datetime import date


class Perm(Flag):
    READ = auto()
    WRITE = auto()


class Tier(Enum):
    FREE = "free"
    PRO = "pro"


LIMIT = 3
ACCOUNTS = [("ana", ["viewer"], Perm.READ), ("bo", [], Perm.READ | Perm.WRITE)]
PLANS = (("free", [1, 2], Tier.FREE), ("pro", [LIMIT, 4], Tier.PRO))
BY_NAME = {"ana": (["a@x.org"], date(2024, 1, 2)), "bo": ([], date(2023, 12, 31))}
NESTED = [(("deep", [0]), len("four"))]
SHARED = [("one", [1]), ("two", (2, [3], max(4, 5)))]


def grant(name, role):
    for who, roles, _ in ACCOUNTS:
        if who == name:
            roles.append(role)


def main():
    grant("bo", "editor")
    grant("bo", "admin")
    for who, roles, perm in ACCOUNTS:
        print(who, roles, perm, Perm.WRITE in perm)
    for name, limits, tier in PLANS:
        limits.append(len(name))
        print(name, limits, tier.value, sum(limits))
    BY_NAME["bo"][0].append("bo@y.org")
    for name, (emails, since) in sorted(BY_NAME.items(), key=lambda kv: kv[1][1]):
        print(name, emails, since.isoformat())
    NESTED[0][0][1].extend([1, 2])
    print(NESTED, SHARED[1][1][1] is SHARED[1][1][1], SHARED)
    try:
        PLANS[0] = None
    except TypeError as exc:
        print("TypeError:", exc)
    return [len(r) for _, r, _ in ACCOUNTS]

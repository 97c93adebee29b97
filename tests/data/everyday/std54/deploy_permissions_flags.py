"""Audit deployment permissions kept as Flag/IntFlag bitmasks in a settings export."""
from enum import Flag, IntFlag, auto


class Scope(Flag):
    NONE = 0
    READ = auto()
    DEPLOY = auto()
    ROLLBACK = auto()
    ADMIN = READ | DEPLOY | ROLLBACK


class Unix(IntFlag):
    OTHER_X = 1
    OTHER_W = 2
    OTHER_R = 4
    GROUP_R = 32
    OWNER_W = 128
    OWNER_R = 256


EXPORT = [
    ("ana", 1, 0o644),
    ("bo", 3, 0o600),
    ("cy", 7, 0o755),
    ("dee", 0, 0o4644),
]


def audit(user, scope_bits, mode_bits):
    scope = Scope(scope_bits)
    mode = Unix(mode_bits)
    missing = Scope.ADMIN & ~scope
    notes = []
    if Scope.DEPLOY in scope and Scope.ROLLBACK not in scope:
        notes.append("deploy without rollback")
    if mode & Unix.OTHER_W:
        notes.append("world-writable")
    names = [m.name for m in scope] or ["-"]
    return f"{user:<4} {'+'.join(names):<20} missing={missing!r:<26} mode={mode!r} {len(mode)} bits {notes}"


def main():
    for row in EXPORT:
        print(audit(*row))
    combined = Scope.NONE
    for _, bits, _ in EXPORT:
        combined |= Scope(bits)
    print(combined, combined is Scope.ADMIN, bool(Scope.NONE), len(Scope), list(Scope))
    print(Unix.OWNER_R | Unix.OWNER_W, oct(Unix.OWNER_R | Unix.GROUP_R), Unix(0o644) & 0o40 == 32)
    print(repr(~Unix.OTHER_X), sorted(Unix(0o755))[:3], Unix.OTHER_R + Unix.OTHER_X)
    try:
        Scope(16)
    except ValueError as err:
        print("bad scope:", str(err).replace("\n", " / "))
    return repr(Scope.READ ^ Scope.ADMIN)

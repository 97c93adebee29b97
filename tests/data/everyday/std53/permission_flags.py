"""File permissions as an enum.Flag: combine, test, strip and list them."""
from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    RW = READ | WRITE


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.READ | Perm.WRITE,
    "admin": Perm.READ | Perm.WRITE | Perm.EXECUTE,
}


def describe(p):
    names = [m.name for m in p]
    return "+".join(names) if names else "-"


def main():
    for role, perm in ROLES.items():
        print(f"{role:<7} {describe(perm):<20} write={Perm.WRITE in perm} value={perm.value}")
    editor = ROLES["editor"]
    print(repr(editor), str(editor))
    print(repr(Perm.RW), Perm.RW is editor, Perm.RW == editor)
    print(repr(editor & Perm.WRITE), repr(editor ^ Perm.READ))
    print(repr(~Perm.READ), repr(~ROLES["admin"]))
    none = Perm.READ & Perm.WRITE
    print(repr(none), bool(none), bool(editor))
    print(list(Perm), len(Perm))
    print(Perm(3), Perm(5).name, Perm["WRITE"])
    stripped = ROLES["admin"] & ~Perm.EXECUTE
    print("admin without exec:", describe(stripped), stripped == editor)
    try:
        Perm(8)
    except ValueError as e:
        print("ValueError:", str(e).splitlines()[0])
    return describe(ROLES["admin"])

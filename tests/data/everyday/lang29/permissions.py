"""Access checks with enum.Flag and IntFlag: combining, testing and listing permissions."""
import enum


class Perm(enum.Flag):
    READ = enum.auto()
    WRITE = enum.auto()
    EXECUTE = enum.auto()
    ADMIN = READ | WRITE | EXECUTE


class Mode(enum.IntFlag):
    R = 4
    W = 2
    X = 1


USERS = {"ana": Perm.READ | Perm.WRITE, "bo": Perm.READ, "cy": Perm.ADMIN}


def can(user, perm):
    return perm in USERS.get(user, Perm(0))


def main():
    for user in ("ana", "bo", "cy", "dee"):
        granted = USERS.get(user, Perm(0))
        print(user, can(user, Perm.WRITE), bool(granted & Perm.EXECUTE), granted == Perm.ADMIN)
    print(Perm.READ | Perm.WRITE, Perm.ADMIN & Perm.WRITE, Perm.READ in Perm.ADMIN)
    mode = Mode.R | Mode.W
    print(int(mode), mode & Mode.W == Mode.W, Mode.X in mode, mode | 1 == 7)
    print(oct(Mode.R | Mode.X), int(Mode(6)))
    return can("ana", Perm.READ)


if __name__ == "__main__":
    main()

"""Unix-like permission model with enum.Flag, parsing and checking access."""
from enum import Flag, IntFlag, auto


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC


class Mode(IntFlag):
    OX = 0o001
    OW = 0o002
    OR = 0o004
    GX = 0o010
    GW = 0o020
    GR = 0o040
    UX = 0o100
    UW = 0o200
    UR = 0o400


def parse_symbolic(s: str) -> tuple[Perm, Perm, Perm]:
    if len(s) != 9:
        raise ValueError(f"expected 9 chars, got {s!r}")
    triples = []
    for i in range(0, 9, 3):
        chunk = s[i:i + 3]
        p = Perm.NONE
        for ch, flag, want in zip(chunk, (Perm.READ, Perm.WRITE, Perm.EXEC), "rwx"):
            if ch == want:
                p |= flag
            elif ch != "-":
                raise ValueError(f"bad char {ch!r} in {chunk!r}")
        triples.append(p)
    return tuple(triples)


def to_octal(user: Perm, group: Perm, other: Perm) -> int:
    def digit(p: Perm) -> int:
        return (4 if Perm.READ in p else 0) + (2 if Perm.WRITE in p else 0) + (1 if Perm.EXEC in p else 0)
    return digit(user) * 64 + digit(group) * 8 + digit(other)


class File:
    def __init__(self, name, owner, group, mode):
        self.name, self.owner, self.group = name, owner, group
        self.perms = parse_symbolic(mode)

    def allowed(self, user, groups, want: Perm) -> bool:
        if user == self.owner:
            granted = self.perms[0]
        elif self.group in groups:
            granted = self.perms[1]
        else:
            granted = self.perms[2]
        return (granted & want) == want


def main():
    files = [File("notes.txt", "ann", "staff", "rw-r-----"), File("deploy.sh", "bob", "ops", "rwxr-x--x"),
             File("shared", "root", "staff", "rwxrwxr-x")]
    users = {"ann": {"staff"}, "bob": {"ops", "staff"}, "eve": set()}
    for f in files:
        print(f.name, oct(to_octal(*f.perms)), [str(p) for p in f.perms])
        for user in sorted(users):
            can = [p.name for p in (Perm.READ, Perm.WRITE, Perm.EXEC) if f.allowed(user, users[user], p)]
            print(f"   {user}: {','.join(can) or '-'}  rw={f.allowed(user, users[user], Perm.RW)}")
    combo = Perm.READ | Perm.EXEC
    print(combo, bool(combo & Perm.WRITE), Perm.RW in Perm.ALL, Perm.ALL.value, ~Perm.READ & Perm.ALL)
    m = Mode.UR | Mode.UW | Mode.GR | Mode.OR
    print(int(m), oct(m), Mode.UW in m, m & 0o070, Mode(0o755) & ~Mode.GW)
    print([p.name for p in Perm if p.value and p.value & (p.value - 1) == 0])
    for bad in ("rwxrwx", "rwzr--r--"):
        try:
            parse_symbolic(bad)
        except ValueError as e:
            print("error:", e)
    return to_octal(*files[1].perms)


if __name__ == "__main__":
    main()

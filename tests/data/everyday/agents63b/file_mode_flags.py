"""Unix file permissions as a Flag enum: parse octal and symbolic modes, render like ls."""
from enum import Flag, IntFlag


class Perm(Flag):
    NONE = 0
    X = 1
    W = 2
    R = 4
    RW = R | W
    RWX = R | W | X


class Mode(IntFlag):
    OTHER_X = 0o1
    OTHER_W = 0o2
    OTHER_R = 0o4
    GROUP_X = 0o10
    GROUP_W = 0o20
    GROUP_R = 0o40
    OWNER_X = 0o100
    OWNER_W = 0o200
    OWNER_R = 0o400


WHO = {"u": 6, "g": 3, "o": 0}


def triplet(mode: int, shift: int) -> Perm:
    return Perm((mode >> shift) & 7)


def render(mode: int) -> str:
    out = []
    for shift in (6, 3, 0):
        p = triplet(mode, shift)
        out.append(("r" if Perm.R in p else "-") + ("w" if Perm.W in p else "-") + ("x" if Perm.X in p else "-"))
    return "".join(out)


def apply_symbolic(mode: int, spec: str) -> int:
    for clause in spec.split(","):
        for i, ch in enumerate(clause):
            if ch in "+-=":
                who, op, what = clause[:i] or "ugo", ch, clause[i + 1:]
                break
        else:
            raise ValueError(f"no operator in {clause!r}")
        bits = Perm.NONE
        for letter in what:
            if letter.upper() not in Perm.__members__:
                raise ValueError(f"unknown permission {letter!r} in {clause!r}")
            bits |= Perm[letter.upper()]
        for w in who:
            if w not in WHO:
                raise ValueError(f"unknown class {w!r}")
            shift = WHO[w]
            if op == "+":
                mode |= bits.value << shift
            elif op == "-":
                mode &= ~(bits.value << shift)
            else:
                mode = (mode & ~(7 << shift)) | (bits.value << shift)
    return mode


def main():
    for mode in (0o755, 0o644, 0o600, 0o777, 0o000, 0o4):
        print(f"{mode:04o} {render(mode)} owner={triplet(mode, 6)!r}")
    mode = 0o644
    for spec in ["u+x", "go-r", "o=rx", "a+w", "g+q", "u=rwx,g=rx,o=", "+x", "u"]:
        try:
            mode = apply_symbolic(mode, spec)
            print(f"{spec:<14} -> {mode:03o} {render(mode)}")
        except ValueError as exc:
            print(f"{spec:<14} !! {exc}")
    m = Mode.OWNER_R | Mode.OWNER_W | Mode.GROUP_R
    print(int(m), oct(m), Mode.OWNER_W in m, Mode.OTHER_R in m)
    print(Perm.RW == Perm.R | Perm.W, Perm(6), Perm(7) is Perm.RWX)
    print(bool(Perm.NONE), bool(Perm.X), [p.name for p in (Perm.R, Perm.W, Perm.X)])
    print(Mode(0o640) & Mode.GROUP_R == Mode.GROUP_R, int(Mode(0o640) ^ Mode.GROUP_R))


if __name__ == "__main__":
    main()

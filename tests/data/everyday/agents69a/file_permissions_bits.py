"""Decode `ls -l`-style permission strings and octal modes; audit risky files with bit masks."""
from enum import IntFlag

LISTING = """\
-rw-r--r--  deploy  staff   1024  config.yaml
-rwxr-xr-x  root    root    88312 run.sh
-rw-rw-rw-  www     www     512   upload.tmp
drwxrwxrwt  root    root    4096  tmp
-rwsr-xr-x  root    root    53000 passwd-helper
-rw-------  deploy  staff   1675  id_rsa
lrwxrwxrwx  root    root    7     latest
-r--r-----  app     app     220   secrets.env
"""


class Perm(IntFlag):
    OX = 0o1
    OW = 0o2
    OR = 0o4
    GX = 0o10
    GW = 0o20
    GR = 0o40
    UX = 0o100
    UW = 0o200
    UR = 0o400
    STICKY = 0o1000
    SGID = 0o2000
    SUID = 0o4000


def mode_of(text):
    mode = 0
    for i, ch in enumerate(text[1:10]):
        bit = 1 << (8 - i)
        if ch in "rwx":
            mode |= bit
        elif ch in "st":
            mode |= bit
            mode |= {2: Perm.SUID, 5: Perm.SGID, 8: Perm.STICKY}[i]
        elif ch in "ST":
            mode |= {2: Perm.SUID, 5: Perm.SGID, 8: Perm.STICKY}[i]
    return mode


def to_text(mode, kind="-"):
    out = []
    for i, ch in enumerate("rwxrwxrwx"):
        out.append(ch if mode & (1 << (8 - i)) else "-")
    for pos, flag, on in ((2, Perm.SUID, "s"), (5, Perm.SGID, "s"), (8, Perm.STICKY, "t")):
        if mode & flag:
            out[pos] = on if out[pos] == "x" else on.upper()
    return kind + "".join(out)


def audit(name, kind, mode):
    issues = []
    if kind == "-" and mode & Perm.OW:
        issues.append("world-writable")
    if mode & Perm.SUID:
        issues.append("setuid")
    if name.startswith("id_") and mode & 0o077:
        issues.append("private key readable by others")
    if name.endswith(".env") and mode & (Perm.OR | Perm.OW):
        issues.append("env file exposed")
    return issues


def main():
    print(f"{'name':<14}{'octal':>6} {'binary':>13} {'hex':>6}  check  issues")
    for line in LISTING.splitlines():
        perms, owner, group, size, name = line.split()
        kind, mode = perms[0], mode_of(perms)
        back = to_text(mode, kind)
        ok = "ok" if back == perms else "MISMATCH"
        issues = audit(name, kind, mode)
        print(f"{name:<14}{mode:>6o} {mode:>013b} {mode:#06x}  {ok:<6} {', '.join(issues) or '-'}")
    umask = 0o022
    for base in (0o666, 0o777):
        print(f"default {base:o} & ~umask {umask:03o} = {base & ~umask:03o} ({to_text(base & ~umask)})")
    flags = Perm.UR | Perm.UW | Perm.GR
    print("flags value:", int(flags), oct(flags), bin(flags), Perm.UW in flags, Perm.OX in flags)
    print("parsed 755:", to_text(int("755", 8)), "| 4755:", to_text(int("4755", 8)), "| 1777:", to_text(0o1777, "d"))
    print(f"{255:08b} {5:#010b} {0xBEEF:_x} {1234567:_} {-42:x} {3.5:08.3f}")
    print(format(493, "o"), format(493, "#o"), hex(493), int("0o755", 0), int("ff", 16), int("0b1011", 2))
    return sum(1 for line in LISTING.splitlines() if audit(line.split()[-1], line[0], mode_of(line.split()[0])))


if __name__ == "__main__":
    main()

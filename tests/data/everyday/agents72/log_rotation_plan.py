"""Plan log rotation for a directory listing: compress, delete, and report freed space."""
import re
from datetime import date, timedelta
from pathlib import PurePosixPath

TODAY = date(2024, 9, 30)
COMPRESS_AFTER = timedelta(days=2)
DELETE_AFTER = timedelta(days=14)
MAX_TOTAL = 900 * 1024 ** 2

LISTING = """
/var/log/app/app.log                 52428800
/var/log/app/app-2024-09-29.log      48234496
/var/log/app/app-2024-09-28.log      51200000
/var/log/app/app-2024-09-27.log.gz    6291456
/var/log/app/app-2024-09-20.log     104857600
/var/log/app/app-2024-09-14.log.gz    7340032
/var/log/app/app-2024-09-10.log.gz    5242880
/var/log/app/worker-2024-09-29.log  314572800
/var/log/app/worker-2024-09-01.log  419430400
/var/log/app/notes.txt                   1024
"""
DATED = re.compile(r"^(?P<stem>[\w-]+?)-(?P<d>\d{4}-\d{2}-\d{2})\.log(?P<gz>\.gz)?$")


def human(n):
    for unit in ("B", "K", "M", "G"):
        if n < 1024:
            return f"{n:.1f}{unit}" if unit != "B" else f"{n}B"
        n /= 1024
    return f"{n:.1f}T"


def main():
    files = []
    for line in LISTING.strip().splitlines():
        path, size = line.split()
        files.append((PurePosixPath(path), int(size)))
    actions = []
    for path, size in files:
        m = DATED.match(path.name)
        if not m:
            actions.append(("keep", path, size, "active or unrecognised"))
            continue
        age = TODAY - date.fromisoformat(m["d"])
        if age > DELETE_AFTER:
            actions.append(("delete", path, size, f"{age.days}d old"))
        elif age >= COMPRESS_AFTER and not m["gz"]:
            actions.append(("compress", path, size, f"{age.days}d old"))
        else:
            actions.append(("keep", path, size, f"{age.days}d old"))
    total = sum(s for _, s in files)
    freed = 0
    for verb, path, size, why in sorted(actions, key=lambda a: (a[0], str(a[1]))):
        saving = size if verb == "delete" else int(size * 0.88) if verb == "compress" else 0
        freed += saving
        target = path.with_suffix(path.suffix + ".gz") if verb == "compress" else path
        print(f"{verb:<8} {path.name:<28} {human(size):>7} -> {target.name if verb == 'compress' else '':<31} {why}")
    after = total - freed
    print(f"total {human(total)} -> {human(after)} (freed {human(freed)}, {freed / total:.0%})")
    if after > MAX_TOTAL:
        print(f"WARNING: still above quota {human(MAX_TOTAL)}")
    parents = {p.parent for p, _ in files}
    print("directories:", [str(p) for p in parents], files[0][0].suffixes, files[3][0].stem)


if __name__ == "__main__":
    main()

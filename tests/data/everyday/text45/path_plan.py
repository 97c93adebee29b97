import os
import os.path
from os.path import join, splitext

UPLOADS = [
    "reports/2026/q3.summary.pdf",
    "reports/2026/../2025/q4.csv",
    "./images//logo.PNG",
    "notes/.hidden",
    "archive.tar.gz",
    "/etc/passwd",
]


def plan(root, names):
    moves = []
    for name in names:
        if os.path.isabs(name):
            print("skipped absolute path:", name)
            continue
        clean = os.path.normpath(name)
        if clean.startswith(os.pardir + os.sep):
            print("skipped path leaving the root:", name)
            continue
        stem, ext = splitext(os.path.basename(clean))
        folder = ext.lower().lstrip(".") or "other"
        target = join(root, folder, stem + ext.lower())
        moves.append((join(root, clean), target))
    return moves


def main():
    root = "/srv/inbox"
    moves = plan(root, UPLOADS)
    for source, target in moves:
        print(os.path.relpath(source, root), "->", os.path.relpath(target, root))
    dirs = sorted({os.path.dirname(t) for _, t in moves})
    print(dirs)
    print(os.path.commonpath([t for _, t in moves]), os.path.commonprefix(["ab/cd", "ab/ce"]))
    print(os.path.split("/srv/inbox/pdf/"), os.path.splitext(".bashrc"), os.sep, os.curdir)


if __name__ == "__main__":
    main()

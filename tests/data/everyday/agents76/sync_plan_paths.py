"""Plan a directory sync between two in-memory trees: copy, update, delete, ignore."""
import fnmatch
import hashlib
from pathlib import PurePosixPath

SOURCE = {
    "docs/index.md": "# Home\n",
    "docs/guide/setup.md": "Install it.\n",
    "docs/guide/usage.md": "Use it well.\n",
    "src/app.py": "print('v2')\n",
    "src/__pycache__/app.cpython-311.pyc": "bytecode",
    "assets/logo.png": "PNGDATA",
    ".env": "SECRET=1",
    "README.md": "readme v2\n",
}
TARGET = {
    "docs/index.md": "# Home\n",
    "docs/guide/setup.md": "Install.\n",
    "src/app.py": "print('v1')\n",
    "old/notes.txt": "stale",
    "README.md": "readme v2\n",
    "assets/logo.png": "PNGDATA",
}
IGNORE = ["*.pyc", ".env", "*/__pycache__/*"]


def digest(text: str) -> str:
    return hashlib.md5(text.encode("utf-8")).hexdigest()[:8]


def ignored(path: str) -> bool:
    return any(fnmatch.fnmatch(path, pat) for pat in IGNORE)


def plan(src: dict[str, str], dst: dict[str, str]):
    actions = []
    for path in sorted(src.keys() | dst.keys()):
        if ignored(path):
            actions.append(("ignore", path, ""))
        elif path not in dst:
            actions.append(("copy", path, digest(src[path])))
        elif path not in src:
            actions.append(("delete", path, digest(dst[path])))
        elif digest(src[path]) != digest(dst[path]):
            actions.append(("update", path, f"{digest(dst[path])}->{digest(src[path])}"))
    return actions


def main():
    actions = plan(SOURCE, TARGET)
    for kind, path, info in actions:
        p = PurePosixPath(path)
        print(f"{kind:<7}{str(p):<38}{p.suffix or '-':<6}{info}")
    new_dirs = sorted({str(PurePosixPath(p).parent) for k, p, _ in actions if k == "copy"} - {str(PurePosixPath(t).parent) for t in TARGET})
    print("new directories:", new_dirs)
    target = dict(TARGET)
    for kind, path, _ in actions:
        if kind in ("copy", "update"):
            target[path] = SOURCE[path]
        elif kind == "delete":
            del target[path]
    print("in sync:", plan(SOURCE, target) == [a for a in actions if a[0] == "ignore"])
    by_top: dict[str, int] = {}
    for path in target:
        top = PurePosixPath(path).parts[0]
        by_top[top] = by_top.get(top, 0) + len(target[path])
    print("bytes by top dir:", dict(sorted(by_top.items())))
    p = PurePosixPath("/srv/site") / "docs" / "guide" / "setup.md"
    print(p, p.name, p.stem, p.with_suffix(".html"), p.relative_to("/srv"), p.parents[1], p.match("docs/*/*.md"))
    print(fnmatch.filter(sorted(SOURCE), "docs/*.md"), sha := hashlib.sha1(b"abc").hexdigest()[:10])
    return len(actions)


if __name__ == "__main__":
    main()

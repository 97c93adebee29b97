from pathlib import PurePosixPath
from fnmatch import fnmatch
from collections import defaultdict
import re

BUILD_OUTPUT = """
dist/app-2.4.0-py3-none-any.whl
dist/app-2.4.0.tar.gz
dist/app-2.4.0.tar.gz.sha256
build/lib/app/__init__.py
build/lib/app/cli.py
docs/_build/html/index.html
docs/_build/html/api/cli.html
dist/checksums.txt
packaging/debian/app_2.4.0-1_amd64.deb
packaging/rpm/app-2.4.0-1.x86_64.rpm
packaging/rpm/app-2.4.0-1.src.rpm
logs/build.log
"""

RULES = [
    ("*.whl", "pypi"),
    ("*.tar.gz", "pypi"),
    ("*.deb", "apt"),
    ("*.x86_64.rpm", "yum"),
    ("docs/_build/html/*", "docs-site"),
]
IGNORE = ["build/*", "logs/*", "*.src.rpm"]
VERSION = re.compile(r"(\d+\.\d+\.\d+)")


def plan(paths):
    uploads = defaultdict(list)
    ignored, unmatched = [], []
    for p in paths:
        text = str(p)
        if any(fnmatch(text, pat) for pat in IGNORE):
            ignored.append(p)
            continue
        target = next((dest for pat, dest in RULES if fnmatch(p.name, pat) or fnmatch(text, pat)), None)
        if target is None:
            unmatched.append(p)
        else:
            uploads[target].append(p)
    return uploads, ignored, unmatched


def main():
    paths = [PurePosixPath(line) for line in BUILD_OUTPUT.split()]
    uploads, ignored, unmatched = plan(paths)
    for dest in sorted(uploads):
        print(f"[{dest}]")
        for p in uploads[dest]:
            if dest == "docs-site":
                remote = PurePosixPath("/var/www/docs") / p.relative_to("docs/_build/html")
            else:
                m = VERSION.search(p.name)
                remote = PurePosixPath("/releases", m.group(1) if m else "unversioned", p.name)
            print(f"  {p!s:<42} -> {remote}")
    print("ignored:", ", ".join(p.as_posix() for p in ignored))
    print("unmatched:", [p.name for p in unmatched])
    wheel = paths[0]
    sdist = paths[1]
    print(wheel.stem, wheel.suffix, sdist.suffixes, sdist.name.removesuffix("".join(sdist.suffixes)))
    print(wheel.parent, wheel.parts, wheel.with_suffix(".zip").name, wheel.with_name("README").as_posix())
    deep = PurePosixPath("docs/_build/html/api/cli.html")
    print([str(a) for a in deep.parents][:3], deep.is_relative_to("docs"), deep.match("api/*.html"))
    print(PurePosixPath("/a/b/../c").parts, PurePosixPath("a", "/b", "c"), PurePosixPath("x//y/./z"))
    sums = next(p for p in paths if p.name.endswith(".sha256"))
    print(sums.with_suffix("").with_suffix("").stem, sums.suffixes[-1], PurePosixPath("archive.tar").with_stem("v2"))


if __name__ == "__main__":
    main()

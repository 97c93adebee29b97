"""Summarise a file listing by extension and top-level folder, with human-readable sizes."""
from collections import Counter, defaultdict
from pathlib import PurePosixPath

LISTING = """\
4096 src/app/main.py
18231 src/app/models.py
922 src/app/__init__.py
150332 assets/img/logo.png
2048576 assets/video/intro.mp4
7340 docs/index.md
12001 docs/api.md
345 README.md
88 .gitignore
5242880 data/dump.sql.gz
731 src/tests/test_models.py
19 src/tests/__init__.py
65536 assets/img/banner.PNG
"""

UNITS = ["B", "KiB", "MiB", "GiB"]


def human(size: int) -> str:
    value = float(size)
    for unit in UNITS:
        if value < 1024 or unit == UNITS[-1]:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")


def parse(listing: str):
    for line in listing.splitlines():
        size, _, path = line.partition(" ")
        yield PurePosixPath(path), int(size)


def main():
    by_ext = Counter()
    count_ext = Counter()
    by_top = defaultdict(int)
    largest = []
    for path, size in parse(LISTING):
        ext = "".join(path.suffixes).lower() or "(none)"
        if path.name.startswith(".") and not path.suffix:
            ext = "(dotfile)"
        by_ext[ext] += size
        count_ext[ext] += 1
        top = path.parts[0] if len(path.parts) > 1 else "."
        by_top[top] += size
        largest.append((size, str(path)))
    total = sum(by_ext.values())
    print(f"{'extension':<12}{'files':>6}{'size':>12}{'share':>8}")
    for ext, size in by_ext.most_common():
        print(f"{ext:<12}{count_ext[ext]:>6}{human(size):>12}{size / total:>8.1%}")
    print()
    for top, size in sorted(by_top.items(), key=lambda kv: -kv[1]):
        bar = "#" * max(1, round(30 * size / total))
        print(f"{top + '/':<8}{human(size):>10} {bar}")
    print()
    print("largest three:")
    for size, path in sorted(largest, reverse=True)[:3]:
        p = PurePosixPath(path)
        print(f"  {p.name:<12} in {str(p.parent):<12} stem={p.stem!r} {human(size)}")
    python = [p for p, _ in parse(LISTING) if p.suffix == ".py" and p.match("src/*/*.py")]
    print("python modules:", ", ".join(sorted(p.stem for p in python)))


if __name__ == "__main__":
    main()

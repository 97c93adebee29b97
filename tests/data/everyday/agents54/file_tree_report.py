"""Summarise a (simulated) directory listing: sizes per folder, extensions, largest files."""
from pathlib import PurePosixPath
from collections import defaultdict, Counter

LISTING = """\
src/main.rs 4200
src/lib.rs 15800
src/parser/mod.rs 9100
src/parser/lexer.rs 12050
src/parser/tests/fixtures.json 230400
docs/guide.md 18000
docs/images/arch.png 512000
docs/images/flow.svg 40960
README.md 6100
Cargo.toml 900
Cargo.lock 88000
target/debug/app 9800000
.gitignore 40
"""


def human(size):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024


def parse(text, ignore=("target",)):
    for line in text.splitlines():
        path_text, size_text = line.rsplit(" ", 1)
        path = PurePosixPath(path_text)
        if path.parts[0] in ignore:
            continue
        yield path, int(size_text)


def main():
    files = list(parse(LISTING))
    per_dir = defaultdict(int)
    for path, size in files:
        for parent in path.parents:
            per_dir[str(parent)] += size
    print("Directory totals:")
    for d in sorted(per_dir, key=lambda d: (d.count("/") if d != "." else -1, d)):
        depth = 0 if d == "." else d.count("/") + 1
        print(f"{'  ' * depth}{d if d == '.' else PurePosixPath(d).name + '/':<20} {human(per_dir[d]):>10}")
    exts = Counter(path.suffix or "(none)" for path, _ in files)
    print("extensions:", ", ".join(f"{e}={n}" for e, n in sorted(exts.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("largest:")
    for path, size in sorted(files, key=lambda ps: ps[1], reverse=True)[:3]:
        print(f"  {human(size):>10}  {path}  (stem={path.stem}, parent={path.parent})")
    rs = [p for p, _ in files if p.match("*.rs")]
    print("rust files:", [str(p) for p in rs])
    p = PurePosixPath("src") / "parser" / "mod.rs"
    print(p, p.with_suffix(".bak"), p.relative_to("src"), p.is_relative_to("docs"), p.parts)
    print(human(0), human(1023), human(1024), human(5 * 1024 ** 3))


if __name__ == "__main__":
    main()

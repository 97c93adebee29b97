from pathlib import PurePosixPath
from collections import Counter, defaultdict

LISTING = """\
    1204  src/app/__init__.py
   48211  src/app/models.py
   19022  src/app/views.py
    3310  src/app/templates/base.html
    2210  src/app/templates/orders/list.html
     902  src/app/static/css/site.css
  731002  src/app/static/img/logo.png
    5120  tests/test_models.py
    4099  tests/test_views.py
     310  README.md
   11200  docs/guide/install.md
    8800  docs/guide/usage.md
  150000  data/fixtures.json.gz
     120  .gitignore
       0  src/app/py.typed
"""


def human(n):
    for unit in ("B", "KiB", "MiB"):
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def main():
    files = []
    for line in LISTING.splitlines():
        size, name = line.split(maxsplit=1)
        files.append((PurePosixPath(name), int(size)))

    by_ext = Counter()
    bytes_by_ext = Counter()
    for p, size in files:
        ext = "".join(p.suffixes) or "(none)"
        by_ext[ext] += 1
        bytes_by_ext[ext] += size
    print("by extension:")
    for ext, n in sorted(by_ext.items(), key=lambda kv: (-bytes_by_ext[kv[0]], kv[0])):
        print(f"  {ext:<10} {n:>2} files {human(bytes_by_ext[ext]):>10}")

    dir_sizes = defaultdict(int)
    for p, size in files:
        for parent in p.parents:
            dir_sizes[str(parent)] += size
    print("top-level directories:")
    for d in sorted(k for k in dir_sizes if k != "." and "/" not in k):
        print(f"  {d + '/':<8} {human(dir_sizes[d])}")

    deepest = max(files, key=lambda f: len(f[0].parts))[0]
    print("deepest:", deepest, "depth", len(deepest.parts) - 1)
    print("stem/suffix/name:", deepest.stem, deepest.suffix, deepest.name)
    print("parent:", deepest.parent, "| with_suffix:", deepest.with_suffix(".jinja"))
    print("relative:", deepest.relative_to("src/app"))
    print("tests:", [str(p) for p, _ in files if p.match("tests/test_*.py")])
    print("hidden:", [p.name for p, _ in files if p.name.startswith(".")])
    print("empty:", [str(p) for p, s in files if s == 0])
    pys = sorted((p for p, _ in files if p.suffix == ".py"), key=lambda p: (p.parent, p.name))
    print("python files:", len(pys), pys[0], pys[-1])
    joined = PurePosixPath("src") / "app" / "models.py"
    print(joined == files[1][0], joined.is_relative_to("src"), joined.with_name("forms.py"))
    return len(files)


if __name__ == "__main__":
    main()

"""Plan how build assets are copied into a release tree (no filesystem access)."""
from collections import defaultdict
from pathlib import PurePosixPath

SOURCE_ROOT = PurePosixPath("/srv/build/webapp")
RELEASE_ROOT = PurePosixPath("/var/www/releases/2024.03.1")

FILES = [
    "/srv/build/webapp/static/css/site.min.css",
    "/srv/build/webapp/static/css/site.css.map",
    "/srv/build/webapp/static/js/app.bundle.js",
    "/srv/build/webapp/static/img/logo@2x.png",
    "/srv/build/webapp/templates/base.html",
    "/srv/build/webapp/templates/emails/welcome.txt",
    "/srv/build/webapp/README",
    "/srv/build/webapp/.env.example",
    "/srv/build/webapp/static/fonts/inter.var.woff2",
]

SKIP_SUFFIXES = {".map"}


def target_for(src: PurePosixPath) -> PurePosixPath:
    rel = src.relative_to(SOURCE_ROOT)
    if rel.parts[0] == "static":
        rel = PurePosixPath("public", *rel.parts[1:])
    if src.suffix == ".html":
        rel = rel.with_suffix(".tmpl")
    return RELEASE_ROOT / rel


def main():
    plan = []
    by_kind = defaultdict(list)
    for raw in FILES:
        src = PurePosixPath(raw)
        if src.suffix in SKIP_SUFFIXES:
            print(f"skip  {src.name} (suffix {src.suffix})")
            continue
        if src.name.startswith("."):
            print(f"skip  {src.name} (hidden)")
            continue
        dst = target_for(src)
        plan.append((src, dst))
        kind = "".join(src.suffixes) or "(none)"
        by_kind[kind].append(src.stem)
    for src, dst in plan:
        print(f"copy  {str(src.relative_to(SOURCE_ROOT)):<32} -> {dst}")
    dirs = sorted({dst.parent for _, dst in plan}, key=lambda p: (len(p.parts), str(p)))
    print("mkdir:")
    for d in dirs:
        print("  ", d, f"(depth {len(d.relative_to(RELEASE_ROOT).parts)})")
    for kind in sorted(by_kind):
        print(f"{kind:<12} {', '.join(sorted(by_kind[kind]))}")
    sample = PurePosixPath("static/js/app.bundle.js")
    print(sample.parent, sample.name, sample.stem, sample.suffix, sample.suffixes)
    print(list(str(p) for p in sample.parents))
    print(sample.with_name("vendor.js"), sample.with_stem("app.min"))
    print(sample.match("*.js"), sample.match("static/*.js"), sample.is_absolute(), SOURCE_ROOT.anchor)
    print(PurePosixPath("/a/b") / "../c", PurePosixPath("a//b/./c"), PurePosixPath("/etc").joinpath("nginx", "conf.d"))
    print(sample.as_posix(), repr(PurePosixPath("docs", "index.md")))
    return len(plan)


if __name__ == "__main__":
    main()

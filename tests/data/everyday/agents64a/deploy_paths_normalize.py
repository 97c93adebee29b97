"""Normalise and compare deployment paths from a manifest using os.path."""
import os.path
import posixpath

MANIFEST = [
    ("app", "/srv/app/./releases/../current"),
    ("logs", "/var/log//app/"),
    ("static", "srv/app/static/css/../js/main.min.js"),
    ("config", "~deploy/.config/app.toml"),
    ("tmp", "/tmp/"),
    ("bundle", "/srv/app/current/bundle.tar.gz"),
]


def describe(path):
    norm = os.path.normpath(path)
    root, ext = os.path.splitext(norm)
    return {
        "norm": norm,
        "dir": os.path.dirname(norm),
        "base": os.path.basename(norm),
        "ext": ext,
        "root": root,
        "abs": os.path.isabs(path),
    }


def main():
    for name, path in MANIFEST:
        d = describe(path)
        print(f"{name:7} {path}")
        for key in ("norm", "dir", "base", "ext", "root", "abs"):
            print(f"   {key:5}= {d[key]!r}")

    print(os.path.join("/srv", "app", "current"), os.path.join("a", "/abs", "b"), os.path.join("a", ""))
    print(os.path.split("/srv/app/"), os.path.split("file.txt"), os.path.splitext(".bashrc"))
    print(os.path.splitext("archive.tar.gz"), os.path.splitext("noext."))
    print(os.path.relpath("/srv/app/current/static", "/srv/app/releases"))
    print(os.path.relpath("/srv/app", "/srv/app"))
    print(os.path.commonpath(["/srv/app/a", "/srv/app/b/c", "/srv/apple"]))
    print(os.path.commonprefix(["/srv/app/a", "/srv/app/b/c", "/srv/apple"]))
    print(posixpath.normpath("//double/lead"), posixpath.normpath(""), posixpath.normpath("../../x"))
    print(os.sep, os.path.sep, os.curdir, os.pardir, os.extsep)
    try:
        os.path.commonpath(["/abs", "rel"])
    except ValueError as err:
        print("ValueError:", err)
    try:
        os.path.commonpath([])
    except ValueError as err:
        print("ValueError:", err)
    print(sorted(os.path.basename(p) for _, p in MANIFEST))


if __name__ == "__main__":
    main()

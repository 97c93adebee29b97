"""Plan renames for a photo library using PurePosixPath, without touching any files."""
from pathlib import PurePosixPath

ROOT = PurePosixPath("/home/mia/Pictures")

FILES = [
    "/home/mia/Pictures/2023/summer/IMG_0042.JPG",
    "/home/mia/Pictures/2023/summer/IMG_0043.jpeg",
    "/home/mia/Pictures/2023/winter/DSC 1001.NEF",
    "/home/mia/Pictures/2024/party.final.png",
    "/home/mia/Pictures/unsorted/.hidden",
    "/home/mia/Pictures/unsorted/archive.tar.gz",
    "/home/mia/Pictures/README",
]

EXT_MAP = {".jpg": ".jpg", ".jpeg": ".jpg", ".nef": ".nef", ".png": ".png"}


def new_name(path, index):
    rel = path.relative_to(ROOT)
    album = "-".join(rel.parent.parts) or "root"
    ext = EXT_MAP.get(path.suffix.lower())
    if ext is None:
        return None
    return path.with_name(f"{album}_{index:03d}{ext}")


def main():
    plan = []
    for i, text in enumerate(FILES, start=1):
        p = PurePosixPath(text)
        print(f"{p.name!r}: stem={p.stem!r} suffix={p.suffix!r} suffixes={p.suffixes}")
        target = new_name(p, i)
        if target is None:
            print("   skip (unknown type)")
            continue
        plan.append((p, target))

    print()
    for src, dst in plan:
        print(f"mv {src.relative_to(ROOT)} -> {dst.relative_to(ROOT)}")

    p = PurePosixPath(FILES[0])
    print([str(x) for x in p.parents][:3])
    print(p.parent.parent.name, p.anchor, p.root, p.is_absolute())
    print(p.with_suffix(".png").name, p.with_stem("cover").name)
    print(PurePosixPath("a/b") / "c" / "d.txt", PurePosixPath("/etc") / "/usr")
    print(PurePosixPath("docs/../src/./main.rs"), PurePosixPath("x//y/"))
    print(p.match("*.JPG"), p.match("summer/*.JPG"), p.match("*.jpg"))
    print(p.is_relative_to(ROOT), PurePosixPath("/tmp/x").is_relative_to(ROOT))
    print(sorted(PurePosixPath(f) for f in FILES[:3])[0].name)
    print(PurePosixPath("a", "b", "c").parts, PurePosixPath(".").name == "")
    try:
        PurePosixPath("/etc/passwd").relative_to(ROOT)
    except ValueError as err:
        print("ValueError:", err)
    try:
        PurePosixPath("/").with_name("x")
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()

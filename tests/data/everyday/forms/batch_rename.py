FILES = ["IMG_001.jpg", "IMG_002.JPG", "notes.txt", "IMG_010.jpeg", "song.mp3"]
EXT_MAP = {"jpg": "jpg", "jpeg": "jpg"}


def renames(files, *, prefix="photo"):
    n = 0
    for name in files:
        dot = name.rfind(".")
        stem, ext = name[:dot], name[dot + 1 :]
        ext = ext.lower()
        if ext in EXT_MAP:
            n += 1
            yield name, f"{prefix}-{n:02d}.{EXT_MAP[ext]}"


def main() -> None:
    plan = dict(renames(FILES))
    for old, new in plan.items():
        print(f"{old:<14} -> {new}")
    untouched = [f for f in FILES if f not in plan]
    print("untouched:", untouched)

VERSIONS = ("1.10.0", "1.2.9", "1.2.10", "0.9", "2.0.0-rc1", "2.0.0", "1.2")


def key(v: str):
    main, _, pre = v.partition("-")
    parts = [int(p) for p in main.split(".")]
    while len(parts) < 3:
        parts.append(0)
    return (parts, pre == "", pre)


def main() -> None:
    ordered = sorted(VERSIONS, key=key)
    print(" < ".join(ordered))
    print("latest:", max(VERSIONS, key=key), "oldest:", min(VERSIONS, key=key))
    majors = {}
    for v in VERSIONS:
        majors.setdefault(v.split(".")[0], []).append(v)
    print({m: len(vs) for m, vs in sorted(majors.items())})
    bumped = [".".join([str(p + 1 if i == 2 else p) for i, p in enumerate(key(v)[0])]) for v in ordered[:3]]
    print("patch bumps:", bumped)

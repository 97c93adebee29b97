def parse_semver(v):
    core, _, pre = v.lstrip("v").partition("-")
    major, minor, patch = (int(x) for x in core.split("."))
    return major, minor, patch, pre


def sort_key(v):
    major, minor, patch, pre = parse_semver(v)
    pre_key = () if not pre else tuple(int(p) if p.isdigit() else p for p in pre.split("."))
    return (major, minor, patch, 0 if pre else 1, pre_key)


def bump(v, part):
    major, minor, patch, _ = parse_semver(v)
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def satisfies(v, spec):
    op = spec[:2] if spec[:2] in (">=", "<=", "==") else spec[:1]
    target = sort_key(spec[len(op):])
    key = sort_key(v)
    return {">=": key >= target, "<=": key <= target, "==": key == target,
            ">": key > target, "<": key < target, "^": key[0] == target[0] and key >= target}[op]


def main():
    tags = ["v1.2.0", "1.10.0", "1.2.0-rc.1", "1.2.0-alpha", "2.0.0-beta.2", "2.0.0-beta.11", "0.9.12", "1.9.3"]
    ordered = sorted(tags, key=sort_key)
    print(ordered)
    print("latest stable:", max((t for t in tags if "-" not in t), key=sort_key))
    for part in ("major", "minor", "patch"):
        print(part, bump("1.9.3", part))
    for spec in (">=1.2.0", "^1.2.0", "<1.0.0", "==1.10.0"):
        print(spec, [t for t in ordered if satisfies(t, spec)])

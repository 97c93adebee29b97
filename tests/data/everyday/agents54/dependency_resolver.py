"""Resolve package versions against simple semver constraints."""


class ResolutionError(Exception):
    def __init__(self, package, constraint):
        super().__init__(f"no version of {package} satisfies {constraint}")
        self.package = package
        self.constraint = constraint


INDEX = {
    "web": {"2.1.0": {"http": ">=1.2", "json": ">=3.2"}, "2.0.0": {"http": ">=1.0"}},
    "http": {"1.0.0": {}, "1.2.5": {"socket": "~2.1"}, "1.3.0": {"socket": "^3.0"}},
    "json": {"3.0.1": {}, "3.2.0": {}, "4.0.0": {}},
    "socket": {"2.1.4": {}, "2.2.0": {}, "3.0.0": {}},
    "cli": {"0.9.0": {"json": "<3.1"}},
}


def parse(v):
    parts = [int(p) for p in v.split(".")]
    while len(parts) < 3:
        parts.append(0)
    return tuple(parts)


def satisfies(version, constraint):
    v = parse(version)
    for op in (">=", "<=", "^", "~", "<", ">", "=="):
        if constraint.startswith(op):
            target = parse(constraint[len(op):])
            break
    else:
        op, target = "==", parse(constraint)
    if op == ">=":
        return v >= target
    if op == "<=":
        return v <= target
    if op == "<":
        return v < target
    if op == ">":
        return v > target
    if op == "^":
        return v >= target and v[0] == target[0]
    if op == "~":
        return v >= target and v[:2] == target[:2]
    return v == target


def resolve(root, constraint="*", chosen=None, trail=()):
    chosen = {} if chosen is None else chosen
    if root in chosen:
        if constraint != "*" and not satisfies(chosen[root], constraint):
            raise ResolutionError(root, constraint)
        return chosen
    versions = sorted(INDEX.get(root, {}), key=parse, reverse=True)
    for version in versions:
        if constraint == "*" or satisfies(version, constraint):
            chosen[root] = version
            for dep, dep_constraint in INDEX[root][version].items():
                resolve(dep, dep_constraint, chosen, trail + (root,))
            return chosen
    raise ResolutionError(root, constraint)


def main():
    checks = [("1.2.5", ">=1.2"), ("3.2.0", "^3.0"), ("2.2.0", "~2.1"), ("4.0.0", "^3.0"), ("1.0.0", "1.0")]
    for version, c in checks:
        print(f"{version:>6} {c:<6} -> {satisfies(version, c)}")
    plan = resolve("web")
    print("install plan:")
    for name, version in sorted(plan.items()):
        print(f"  {name}=={version}")
    combined = resolve("cli")
    try:
        resolve("web", chosen=combined)
    except ResolutionError as err:
        print("conflict:", err)
        print("  package:", err.package, "constraint:", err.constraint)
    try:
        resolve("missing-pkg")
    except ResolutionError as err:
        print(f"error: {err}")


if __name__ == "__main__":
    main()

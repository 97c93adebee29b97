PACKAGES = {
    "app": {"requires": ["web>=2.0", "db>=1.1", "log"]},
    "web": {"version": "2.3.1", "requires": ["log", "json>=0.5"]},
    "db": {"version": "1.0.9", "requires": ["log"]},
    "log": {"version": "0.1.0", "requires": []},
    "json": {"version": "0.5.0", "requires": []},
}


def parse_req(req):
    for op in (">=", "=="):
        if op in req:
            name, version = req.split(op)
            return name, op, tuple(int(p) for p in version.split("."))
    return req, None, None


def version_of(name):
    return tuple(map(int, PACKAGES[name]["version"].split(".")))


def resolve(name, seen=None, order=None):
    seen = set() if seen is None else seen
    order = [] if order is None else order
    problems = []
    for req in PACKAGES[name]["requires"]:
        dep, op, want = parse_req(req)
        if dep not in PACKAGES:
            problems.append(f"{name}: missing {dep}")
            continue
        have = version_of(dep)
        if op == ">=" and have < want:
            problems.append(f"{name}: {dep} {'.'.join(map(str, have))} < {'.'.join(map(str, want))}")
        if dep not in seen:
            seen.add(dep)
            problems += resolve(dep, seen, order)[1]
            order.append(dep)
    return order, problems


def main():
    order, problems = resolve("app")
    print("install order:", order)
    for p in problems:
        print("conflict:", p)
    print(sorted(PACKAGES, key=lambda n: len(PACKAGES[n]["requires"]), reverse=True))
    print(max(version_of(n) for n in PACKAGES if n != "app"))


if __name__ == "__main__":
    main()

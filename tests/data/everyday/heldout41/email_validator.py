ALLOWED_LOCAL = set("abcdefghijklmnopqrstuvwxyz0123456789._+-")


def validate(addr: str):
    """Return (ok, reason)."""
    if addr.count("@") != 1:
        return False, "need exactly one @"
    local, domain = addr.split("@")
    if not local or not domain:
        return False, "empty part"
    if not set(local.lower()) <= ALLOWED_LOCAL:
        bad = sorted(set(local.lower()) - ALLOWED_LOCAL)
        return False, f"bad chars {''.join(bad)!r}"
    if local.startswith(".") or local.endswith(".") or ".." in local:
        return False, "dots misplaced"
    labels = domain.split(".")
    if len(labels) < 2:
        return False, "domain needs a dot"
    for label in labels:
        if not label or not all(c.isalnum() or c == "-" for c in label) or label[0] == "-":
            return False, f"bad label {label!r}"
    if not labels[-1].isalpha() or len(labels[-1]) < 2:
        return False, "bad tld"
    return True, "ok"


def normalize(addr):
    local, _, domain = addr.partition("@")
    local = local.split("+", 1)[0]
    if domain.lower() in ("gmail.com", "googlemail.com"):
        local = local.replace(".", "")
    return f"{local.lower()}@{domain.lower()}"


def main():
    tests = ["john.doe@example.com", "bad@", "a@b", "x..y@site.org", "Mary+news@Gmail.com",
             "no-at-sign", "sp ace@x.io", "ok@sub.domain.co.uk", "u@-bad.com", "t@x.c0m", "m.a.r.y@gmail.com"]
    valid = []
    for t in tests:
        ok, why = validate(t)
        print(f"{t:<24} {'VALID' if ok else 'invalid':<8} {why}")
        if ok:
            valid.append(t)
    norm = [normalize(v) for v in valid]
    print(norm)
    print("unique after normalising:", len(set(norm)), "of", len(norm))
    domains = {}
    for v in valid:
        d = v.rsplit("@", 1)[1].lower()
        domains[d] = domains.get(d, 0) + 1
    print(domains)


if __name__ == "__main__":
    main()

RAW = ("  Alice.Smith@Example.COM ", "bob+news@gmail.com", "CAROL@work.org", "alice.smith@example.com", "not-an-email", "dave@@x.io")


def normalize(address: str) -> str:
    address = address.strip().lower()
    user, at, domain = address.partition("@")
    if not at or not user or "@" in domain or "." not in domain:
        return ""
    user = user.split("+", 1)[0]
    return user + "@" + domain


def main() -> None:
    seen = set()
    valid = []
    rejected = []
    for raw in RAW:
        n = normalize(raw)
        if not n:
            rejected.append(raw.strip())
        elif n not in seen:
            seen.add(n)
            valid.append(n)
    print("valid:", valid)
    print("rejected:", rejected)
    domains = sorted({v.rpartition("@")[2] for v in valid})
    print("domains:", domains)
    print("longest user:", max([v.split("@")[0] for v in valid], key=len).title())

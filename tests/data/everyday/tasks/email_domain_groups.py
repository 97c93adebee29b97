CONTACTS = """Ann Lee <ann.lee@Example.com>
bob@mail.org
  Carla Diaz <carla@example.com>
dan@MAIL.org, eve@startup.io
invalid-address
fay@startup.io"""


def emails(text):
    found = []
    for chunk in text.replace(",", "\n").splitlines():
        chunk = chunk.strip()
        if "<" in chunk and chunk.endswith(">"):
            chunk = chunk[chunk.index("<") + 1:-1]
        if chunk.count("@") == 1:
            user, domain = chunk.split("@")
            if user and "." in domain:
                found.append((user.lower(), domain.lower()))
    return found


def main():
    pairs = emails(CONTACTS)
    groups = {}
    for user, domain in pairs:
        groups.setdefault(domain, []).append(user)
    for domain in sorted(groups, key=lambda d: (-len(groups[d]), d)):
        users = sorted(groups[domain])
        print(f"{domain:<12} {len(users)}: {', '.join(users)}")
    tlds = sorted({d.rsplit('.', 1)[1] for _, d in pairs})
    print("tlds:", tlds)
    return [f"{u}@{d}" for u, d in pairs][:3]

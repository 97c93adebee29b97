CONTACTS = [
    ("Ann Lee", "ann@x.com"),
    ("ann lee", "ANN@X.COM"),
    ("Bob Ray", "bob@y.org"),
    ("Cy Po", "cy@z.net"),
    ("Bob Ray", "bob@y.org "),
]


def normalised(contacts):
    for name, email in contacts:
        yield " ".join(w[0].upper() + w[1:].lower() for w in name.split()), email.strip().lower()


def main() -> None:
    seen = {}
    for name, email in normalised(CONTACTS):
        if email in seen:
            print("duplicate:", email)
            continue
        seen[email] = name
    for email, name in sorted(seen.items(), key=lambda kv: kv[1]):
        print(f"{name:<10}<{email}>")
    domains = {e.split("@")[1] for e in seen}
    print(sorted(domains))

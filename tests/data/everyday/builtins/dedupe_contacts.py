CONTACTS = (
    "Ann Lee <ann@x.io>",
    "ann lee <ANN@X.IO>",
    "Bo Chen <bo@y.com>",
    "Cy <cy@z.org>",
    "Bo  Chen <bo@y.com >",
)


def main() -> None:
    unique = {}
    for raw in CONTACTS:
        name, _, rest = raw.partition("<")
        email = rest.rstrip(">").strip().lower()
        name = " ".join(name.split()).title()
        if email not in unique:
            unique[email] = name
    for email, name in sorted(unique.items(), key=lambda kv: kv[1]):
        print(f"{name:<10} {email}")
    print("kept", len(unique), "of", len(CONTACTS))
    initials = ["".join([w[0] for w in n.split()]) for n in unique.values()]
    print("initials:", initials, "domains:", sorted(set(map(lambda e: e.split("@")[1], unique))))

CANDIDATES = ("alice_99", "9lives", "bob smith", "_private", "Ünïcode", "x", "good-name", "class", "TitleCase", "ALLCAPS")


def main() -> None:
    for name in CANDIDATES:
        checks = [
            ("ident", name.isidentifier()),
            ("alnum", name.isalnum()),
            ("lower", name.islower()),
            ("upper", name.isupper()),
            ("title", name.istitle()),
        ]
        flags = ",".join([label for label, ok in checks if ok]) or "-"
        verdict = "ok" if name.isidentifier() and 3 <= len(name) <= 12 else "bad"
        print(f"{name!r:<13} {verdict:<4} {flags}")
    print("printable:", "tab\there".isprintable(), "plain".isprintable())

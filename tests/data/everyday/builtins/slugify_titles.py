TITLES = ("Hello, World!", "  Rust & Python: A Love Story  ", "10 Tips for Better Sleep", "Über café", "---dashes---")


def slugify(title: str) -> str:
    cleaned = []
    for ch in title.strip().lower():
        if ch.isalnum():
            cleaned.append(ch)
        elif ch.isspace() or ch in "-_":
            cleaned.append("-")
    slug = "".join(cleaned)
    while "--" in slug:
        slug = slug.replace("--", "-")
    return slug.strip("-")


def main() -> None:
    for t in TITLES:
        s = slugify(t)
        print(f"{t.strip()!r:<36} -> {s}")
        print(" ascii only:", s.isascii(), "ascii():", ascii(s))
    print("title case:", [t.strip().title() for t in TITLES[:2]])

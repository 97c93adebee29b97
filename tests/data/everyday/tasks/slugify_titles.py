TITLES = [
    "  Hello, World!  ",
    "Python 3.11: What's New?",
    "10 Tips & Tricks for Clean Code",
    "Über café -- résumé",
    "multiple   spaces\tand\ttabs",
]


def slugify(text):
    out = []
    prev_dash = False
    for ch in text.strip().lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
            prev_dash = False
        elif not prev_dash and out:
            out.append("-")
            prev_dash = True
    return "".join(out).strip("-")


def main():
    seen = {}
    for t in TITLES:
        slug = slugify(t)
        if slug in seen:
            seen[slug] += 1
            slug = f"{slug}-{seen[slug]}"
        else:
            seen[slug] = 1
        print(repr(t), "->", slug)
    lengths = [len(slugify(t)) for t in TITLES]
    print("longest:", max(lengths), "shortest:", min(lengths))
    return [slugify(t)[:10] for t in TITLES]

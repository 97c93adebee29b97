import textwrap
import string


def slugify(title):
    allowed = string.ascii_lowercase + string.digits + "-"
    s = title.lower().replace(" ", "-")
    s = "".join(ch for ch in s if ch in allowed)
    while "--" in s:
        s = s.replace("--", "-")
    return s.strip("-")


def render(title, body, width=40):
    lines = [title.upper(), "=" * len(title)]
    for para in body.split("\n\n"):
        lines.extend(textwrap.wrap(para, width=width))
        lines.append("")
    return "\n".join(lines).rstrip()


def main():
    posts = [
        ("Hello, World!", "This is the first post. It is short but it wraps because the width is small enough to matter."),
        ("  Rust & Python -- together  ", "Two languages.\n\nTwo paragraphs, each wrapped on its own."),
    ]
    for title, body in posts:
        print(slugify(title))
        print(textwrap.indent(render(title.strip(), body), "> "))
        print(textwrap.shorten(body, 30, placeholder="..."))
    tmpl = string.Template("$who scored $points points")
    print(tmpl.substitute(who="ana", points=12), tmpl.safe_substitute(who="bo"))


if __name__ == "__main__":
    main()

"""Convert inline Markdown links to reference-style links and audit them."""
import re
from urllib.parse import urlparse

DOC = """# Getting started

Install from [PyPI](https://pypi.org/project/widget/) or read the
[docs](https://widget.readthedocs.io/en/latest/ "Widget docs"). See the
[changelog](CHANGELOG.md) and the [docs](https://widget.readthedocs.io/en/latest/)
again. Images like ![logo](img/logo.png) stay inline.

Questions? Open an [issue](https://github.com/acme/widget/issues/new) or
mail [us](mailto:team@acme.test). Broken: [empty]() and [http](http://insecure.example.com/x).
Code spans such as `[not](a-link)` must be left alone.
"""

INLINE = re.compile(r'(?<!!)\[(?P<text>[^\]]+)\]\((?P<url>[^)\s]*)(?:\s+"(?P<title>[^"]*)")?\)')
CODE_SPAN = re.compile(r"`[^`]*`")


def convert(doc: str):
    refs: dict[str, tuple[str, str | None]] = {}
    by_url: dict[str, str] = {}
    problems = []

    def replace(m: re.Match) -> str:
        text, url, title = m["text"], m["url"], m["title"]
        if not url:
            problems.append(f"empty link target for [{text}]")
            return text
        if url in by_url:
            label = by_url[url]
        else:
            label = re.sub(r"\W+", "-", text.lower()).strip("-")
            base, n = label, 2
            while label in refs:
                label = f"{base}-{n}"
                n += 1
            by_url[url] = label
            refs[label] = (url, title)
        if urlparse(url).scheme == "http":
            problems.append(f"insecure link [{text}] -> {url}")
        return f"[{text}][{label}]" if label != text.lower() else f"[{text}][]"

    pieces, last = [], 0
    for span in CODE_SPAN.finditer(doc):
        pieces.append(INLINE.sub(replace, doc[last:span.start()]))
        pieces.append(span.group())
        last = span.end()
    pieces.append(INLINE.sub(replace, doc[last:]))
    body = "".join(pieces).rstrip("\n")
    defs = [f'[{label}]: {url}' + (f' "{title}"' if title else "") for label, (url, title) in refs.items()]
    return body + "\n\n" + "\n".join(defs) + "\n", refs, problems


def main():
    text, refs, problems = convert(DOC)
    print(text)
    kinds = {}
    for label, (url, _) in refs.items():
        parsed = urlparse(url)
        kind = "external" if parsed.netloc else ("email" if parsed.scheme == "mailto" else "relative")
        kinds.setdefault(kind, []).append(label)
    for kind in sorted(kinds):
        print(f"{kind:<9} {', '.join(kinds[kind])}")
    print("problems:")
    for p in problems:
        print("  -", p)
    hosts = sorted({urlparse(u).hostname for u, _ in refs.values() if urlparse(u).hostname})
    print("hosts:", hosts)
    print("images kept:", re.findall(r"!\[([^\]]*)\]\(([^)]+)\)", text))
    return len(refs)


if __name__ == "__main__":
    main()

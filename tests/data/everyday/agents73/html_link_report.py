from html import escape, unescape
from html.parser import HTMLParser
from urllib.parse import urljoin, urlparse

PAGE = """<!DOCTYPE html>
<html><head><title>Docs &amp; Guides</title>
<link rel="stylesheet" href="/static/site.css"></head>
<body>
<nav><a href="/">Home</a> | <a href="/docs/">Docs</a> | <a href="https://github.com/acme/tool" rel="nofollow">GitHub</a></nav>
<h1>Getting started &mdash; v2</h1>
<p>Read the <a href="install.html">install guide</a> and the <a href="../faq.html#top">FAQ</a>.</p>
<p>Broken: <a>no href</a>, <a href="">empty</a>, <a href="javascript:void(0)">js</a>,
<a href="mailto:help@acme.io">mail us</a>.</p>
<img src="img/diagram.png" alt="Architecture &lt;diagram&gt;">
<img src="img/logo.png">
<h2>Next steps</h2>
<p>See <a href="/docs/">Docs</a> again and <A HREF="HTTP://Example.COM/Path">external</A>.</p>
</body></html>
"""

BASE = "https://acme.io/docs/guide/start.html"


class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.images = []
        self.headings = []
        self.title = ""
        self._stack = []
        self._text = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self._stack.append(tag)
        if tag == "a":
            self.links.append({"href": a.get("href"), "rel": a.get("rel"), "text": ""})
            self._text = []
        elif tag == "img":
            self.images.append((a.get("src"), a.get("alt")))
        elif tag in ("h1", "h2", "title"):
            self._text = []

    def handle_endtag(self, tag):
        if self._stack and self._stack[-1] == tag:
            self._stack.pop()
        text = "".join(self._text).strip()
        if tag == "a" and self.links:
            self.links[-1]["text"] = text
        elif tag in ("h1", "h2"):
            self.headings.append((tag, text))
        elif tag == "title":
            self.title = text

    def handle_data(self, data):
        self._text.append(data)


def main():
    p = LinkCollector()
    p.feed(PAGE)
    p.close()
    print(f"title: {p.title!r}")
    for tag, text in p.headings:
        print(f"{'  ' * (int(tag[1]) - 1)}{tag}: {text}")
    internal, external, problems = [], [], []
    for link in p.links:
        href = link["href"]
        if not href:
            problems.append(f"missing href on {link['text']!r}")
            continue
        url = urljoin(BASE, href)
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https"):
            problems.append(f"non-http link {parsed.scheme}: {link['text']!r}")
            continue
        (internal if parsed.netloc == "acme.io" else external).append((url, link["text"], link["rel"]))
    print(f"internal ({len(internal)}):")
    for url, text, _ in sorted(set(internal)):
        print(f"  {url}  [{text}]")
    print(f"external ({len(external)}):")
    for url, text, rel in external:
        print(f"  {url}  [{text}] rel={rel}")
    print("problems:")
    for msg in problems:
        print("  " + msg)
    for src, alt in p.images:
        print(f"img {urljoin(BASE, src)} alt={alt!r}" + ("  <- missing alt" if alt is None else ""))
    print(escape('<a href="x">Tom & "Jerry"</a>'), escape("it's", quote=False), unescape("&lt;b&gt; &#169; &eacute; &#x41;"))
    return len(problems)


if __name__ == "__main__":
    main()

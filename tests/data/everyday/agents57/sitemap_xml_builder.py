"""Build a sitemap XML document by hand, escaping text and validating URLs."""
from datetime import date
from urllib.parse import urlparse, urljoin, quote
from xml.sax.saxutils import escape

BASE = "https://shop.example.com/"
PAGES = [
    ("/", date(2024, 5, 1), "daily", 1.0),
    ("/products?cat=tea&sort=price", date(2024, 4, 28), "weekly", 0.8),
    ("/about us", date(2023, 11, 2), "yearly", 0.3),
    ("/blog/crème-brûlée", date(2024, 4, 30), "monthly", 0.5),
    ("ftp://files.example.com/price.csv", date(2024, 1, 1), "monthly", 0.1),
    ("/products?cat=tea&sort=price", date(2024, 4, 29), "weekly", 0.8),
]
FREQS = {"always", "hourly", "daily", "weekly", "monthly", "yearly", "never"}


class SitemapError(ValueError):
    pass


def normalise(path):
    url = urljoin(BASE, quote(path, safe="/?=&:"))
    parts = urlparse(url)
    if parts.scheme not in ("http", "https"):
        raise SitemapError(f"unsupported scheme {parts.scheme!r} in {path}")
    if parts.netloc != urlparse(BASE).netloc:
        raise SitemapError(f"foreign host {parts.netloc}")
    return url


def element(tag, text, indent):
    return f"{' ' * indent}<{tag}>{escape(str(text))}</{tag}>"


def build(pages):
    seen = {}
    problems = []
    for path, modified, freq, prio in pages:
        try:
            url = normalise(path)
            if freq not in FREQS:
                raise SitemapError(f"bad changefreq {freq}")
            if not 0.0 <= prio <= 1.0:
                raise SitemapError(f"priority {prio} out of range")
        except SitemapError as e:
            problems.append(str(e))
            continue
        if url in seen and seen[url][0] >= modified:
            continue
        seen[url] = (modified, freq, prio)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    for url, (modified, freq, prio) in sorted(seen.items(), key=lambda kv: (-kv[1][2], kv[0])):
        lines.append("  <url>")
        lines.append(element("loc", url, 4))
        lines.append(element("lastmod", modified.isoformat(), 4))
        lines.append(element("changefreq", freq, 4))
        lines.append(element("priority", f"{prio:.1f}", 4))
        lines.append("  </url>")
    lines.append("</urlset>")
    return "\n".join(lines), problems


def main():
    xml, problems = build(PAGES)
    print(xml)
    for p in problems:
        print("skipped:", p)
    print(f"{xml.count('<url>')} urls, {len(xml.encode('utf-8'))} bytes")
    print(escape("a < b & c > d"), escape("say \"hi\"", {'"': "&quot;"}))


if __name__ == "__main__":
    main()

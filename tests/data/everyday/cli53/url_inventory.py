"""Grouping crawled links by host, normalising them and rebuilding query strings."""
from urllib.parse import parse_qs, quote, unquote, urlencode, urljoin, urlparse, urlunparse

LINKS = [
    "https://Docs.Example.com/guide/intro?lang=en&v=2#setup",
    "https://docs.example.com:443/guide/../api/index.html",
    "http://shop.example.org/search?q=red+shoes&page=3&page=4",
    "https://user:secret@files.example.net:8443/reports/2024%20Q1.pdf",
    "/relative/link?utm_source=mail",
    "mailto:team@example.com",
]


def clean(link, base):
    absolute = urljoin(base, link)
    parts = urlparse(absolute)
    query = {k: v for k, v in parse_qs(parts.query).items() if not k.startswith("utm_")}
    rebuilt = parts._replace(query=urlencode(query, doseq=True), fragment="")
    return urlunparse(rebuilt)


def main():
    base = "https://docs.example.com/guide/start.html"
    by_host = {}
    for link in LINKS:
        parts = urlparse(link)
        host = parts.hostname or "(none)"
        by_host.setdefault(host, []).append(parts.path)
        print(f"{parts.scheme or '-':7} host={host} port={parts.port} user={parts.username} path={unquote(parts.path)!r}")
    for host in sorted(by_host):
        print(host, by_host[host])
    for link in LINKS[:5]:
        print(clean(link, base))
    print(quote("reports/2024 Q1 (final).pdf"), quote("a/b c", safe=""))
    print(urlencode({"q": "café & bar", "n": 10}))
    return len(by_host)

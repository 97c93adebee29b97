"""Strip tracking parameters from URLs, normalise them, and build API query strings."""
from urllib.parse import (
    parse_qs, parse_qsl, quote, quote_plus, unquote, unquote_plus, urlencode, urljoin,
    urlparse, urlsplit, urlunparse,
)

TRACKING = {"utm_source", "utm_medium", "utm_campaign", "fbclid", "gclid"}

URLS = [
    "https://Shop.Example.com/products/shoes?id=42&utm_source=news&color=red&color=blue#reviews",
    "http://example.com:8080/a/b/../c/?q=caf%C3%A9+au+lait&fbclid=XYZ",
    "https://user:pw@api.example.org/v1/items;type=a?page=2&page_size=50",
    "/relative/path?x=1&utm_campaign=spring",
    "mailto:someone@example.com",
]


def clean(url):
    parts = urlparse(url)
    kept = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k not in TRACKING]
    query = urlencode(kept)
    return urlunparse((parts.scheme, parts.netloc.lower(), parts.path, parts.params, query, ""))


def main():
    for url in URLS:
        p = urlparse(url)
        print(url)
        print(f"  scheme={p.scheme!r} host={p.hostname!r} port={p.port} path={p.path!r}")
        print(f"  params={p.params!r} fragment={p.fragment!r} user={p.username!r}")
        print(f"  query={parse_qs(p.query)}")
        print(f"  clean={clean(url)}")

    s = urlsplit("https://example.com/search?q=a+b&lang=en")
    print(s)
    print(s.geturl(), s._replace(query="q=c").geturl())

    base = "https://docs.example.com/guide/intro/index.html"
    for rel in ("setup.html", "../api/", "/top", "//cdn.example.com/x.js", "#anchor", "?v=2"):
        print(f"urljoin {rel!r}: {urljoin(base, rel)}")

    params = {"q": "rust & z3", "page": 3, "tags": ["a b", "c/d"], "empty": ""}
    print(urlencode(params))
    print(urlencode(params, doseq=True))
    print(urlencode([("k", "v1"), ("k", "v2")], quote_via=quote))
    print(quote("path with spaces/and/ü"), quote("a/b", safe=""), quote_plus("a b&c=d"))
    print(unquote("caf%C3%A9%20ok"), unquote_plus("a+b%2Bc"))
    print(parse_qs("a=1&b=&a=2", keep_blank_values=True), parse_qs("a=1&b=&a=2"))
    print(parse_qsl("x=1;y=2", separator=";"))


if __name__ == "__main__":
    main()

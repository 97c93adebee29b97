"""Build, parse and normalise URLs for an HTTP client wrapper."""
from urllib.parse import urlencode, urlparse, parse_qs, urljoin, quote, unquote, urlunparse, parse_qsl


def build_url(base, path, **params):
    clean = {k: v for k, v in params.items() if v is not None}
    url = urljoin(base, path)
    if clean:
        url += "?" + urlencode(sorted(clean.items()), doseq=True)
    return url


def normalise(url):
    parts = urlparse(url)
    scheme = parts.scheme.lower()
    host = parts.netloc.lower()
    if (scheme, host.rsplit(":", 1)[-1]) in (("http", "80"), ("https", "443")):
        host = host.rsplit(":", 1)[0]
    query = urlencode(sorted(parse_qsl(parts.query)))
    path = parts.path or "/"
    return urlunparse((scheme, host, path, "", query, ""))


def main():
    base = "https://api.example.com/v2/"
    print(build_url(base, "search", q="rust z3", page=2, tag=["a", "b"], debug=None))
    print(build_url(base, "/absolute/path"))
    print(build_url(base, "../v1/legacy", limit=10))
    u = urlparse("https://user@shop.example.com:8443/cart/items;v=1?id=7&id=9&sort=price#top")
    print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.fragment)
    print(parse_qs(u.query))
    for raw in ["HTTP://Example.COM:80/a?b=2&a=1", "https://example.com:443", "https://x.io:8080/p?z=1"]:
        print(f"{raw:<36} -> {normalise(raw)}")
    name = "report 2024/Q1 (final).pdf"
    enc = quote(name)
    print(enc, quote(name, safe=""), unquote(enc) == name)
    print(urlencode({"email": "a+b@example.com", "note": "50% off & more"}))


if __name__ == "__main__":
    main()

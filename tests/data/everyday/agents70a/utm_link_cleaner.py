from urllib.parse import urlsplit, urlunsplit, parse_qsl, urlencode, quote, unquote

LINKS = [
    "https://shop.example.com/item/42?utm_source=news&utm_medium=email&color=red",
    "HTTPS://Shop.Example.com:443/item/42?color=red&fbclid=XYZ",
    "http://blog.example.org/2024/03/hello%20world/?ref=twitter&page=2#comments",
    "https://docs.example.net/search?q=python+decimal&lang=en&utm_campaign=spring",
    "https://example.com",
]

TRACKING_PREFIXES = ("utm_",)
TRACKING_KEYS = {"fbclid", "gclid", "ref"}
DEFAULT_PORTS = {"http": 80, "https": 443}


def clean(url: str) -> str:
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    netloc = host
    if parts.port and parts.port != DEFAULT_PORTS.get(scheme):
        netloc = f"{host}:{parts.port}"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if not k.startswith(TRACKING_PREFIXES) and k not in TRACKING_KEYS
    ]
    query.sort()
    path = parts.path or "/"
    return urlunsplit((scheme, netloc, path, urlencode(query), ""))


def main():
    seen: dict[str, list[int]] = {}
    for i, link in enumerate(LINKS):
        c = clean(link)
        seen.setdefault(c, []).append(i)
        print(f"{i}: {c}")
    dupes = {k: v for k, v in seen.items() if len(v) > 1}
    print("duplicates:", dupes)
    p = urlsplit(LINKS[2])
    print("decoded path:", unquote(p.path), "fragment:", p.fragment)
    print("quoted:", quote("a b/c&d", safe="/"))
    q = dict(parse_qsl(urlsplit(LINKS[3]).query))
    print("search terms:", q["q"].split())
    return len(seen)


if __name__ == "__main__":
    main()

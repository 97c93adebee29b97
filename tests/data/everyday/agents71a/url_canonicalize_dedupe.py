"""Canonicalise a list of crawled URLs and report duplicates."""
from urllib.parse import urlsplit, urlunsplit, parse_qsl, urlencode, quote, unquote

TRACKING_PARAMS = {"utm_source", "utm_medium", "utm_campaign", "fbclid", "gclid", "ref"}
DEFAULT_PORTS = {"http": 80, "https": 443}

URLS = [
    "HTTPS://Example.COM:443/Products/?b=2&a=1&utm_source=news",
    "https://example.com/Products?a=1&b=2",
    "http://example.com:80/about/../team/",
    "https://shop.example.com/cart?item=42&item=7&fbclid=XYZ#summary",
    "https://shop.example.com/cart?item=7&item=42",
    "https://example.com/search?q=caf%C3%A9+au+lait&page=1",
    "https://example.com/search?page=1&q=caf%C3%A9%20au%20lait",
    "https://example.com:8443/admin/./settings",
    "ftp://files.example.org/pub/readme.txt",
]


def normalize_path(path: str) -> str:
    parts: list[str] = []
    for seg in path.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if parts:
                parts.pop()
            continue
        parts.append(quote(unquote(seg), safe="-._~"))
    normalized = "/" + "/".join(parts)
    if path.endswith("/") and len(parts) > 0:
        normalized += "/"
    return normalized.rstrip("/") or "/"


def canonical(url: str) -> str:
    scheme, netloc, path, query, _fragment = urlsplit(url)
    scheme = scheme.lower()
    host, _, port = netloc.lower().partition(":")
    if port and DEFAULT_PORTS.get(scheme) == int(port):
        port = ""
    netloc = f"{host}:{port}" if port else host
    pairs = [(k, v) for k, v in parse_qsl(query, keep_blank_values=True) if k not in TRACKING_PARAMS]
    pairs.sort()
    return urlunsplit((scheme, netloc, normalize_path(path), urlencode(pairs), ""))


def main():
    groups: dict[str, list[int]] = {}
    for idx, url in enumerate(URLS):
        groups.setdefault(canonical(url), []).append(idx)

    width = max(map(len, groups))
    print(f"{'canonical URL':<{width}}  sources")
    print("-" * (width + 9))
    for key, idxs in groups.items():
        print(f"{key:<{width}}  {','.join(str(i) for i in idxs)}")

    dupes = {k: v for k, v in groups.items() if len(v) > 1}
    print(f"\n{len(URLS)} input URLs -> {len(groups)} unique ({len(dupes)} duplicated)")
    schemes = sorted({urlsplit(k).scheme for k in groups})
    print("schemes:", schemes)
    hosts = sorted({urlsplit(k).hostname for k in groups}, key=lambda h: (h.count("."), h))
    print("hosts:", hosts)
    return len(groups)


if __name__ == "__main__":
    main()

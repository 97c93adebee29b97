"""Audit tracking URLs: strip utm params, normalise, and rebuild canonical links."""
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

URLS = [
    "https://Shop.Example.com:443/p/Blue%20Shoes?utm_source=news&size=42&utm_medium=email&color=blue",
    "http://shop.example.com/p/red-hat/?ref=abc&ref=def&q=summer+sale",
    "https://shop.example.com/search?q=caf%C3%A9%20au%20lait&page=2#results",
    "https://shop.example.com:8443/cart?item=1&item=2&empty=",
    "ftp://files.example.com/pub/readme.txt",
    "https://shop.example.com/p/Blue%20Shoes?color=blue&size=42",
]
TRACKING = ("utm_", "fbclid", "gclid")
DEFAULT_PORTS = {"http": 80, "https": 443}


def canonical(url: str) -> tuple[str, list[str]]:
    parts = urlsplit(url)
    notes = []
    if parts.scheme not in DEFAULT_PORTS:
        raise ValueError(f"unsupported scheme {parts.scheme!r}")
    host = parts.hostname or ""
    netloc = host
    if parts.port and parts.port != DEFAULT_PORTS[parts.scheme]:
        netloc = f"{host}:{parts.port}"
    elif parts.port:
        notes.append("dropped default port")
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    kept = [(k, v) for k, v in pairs if not k.startswith(TRACKING)]
    if len(kept) != len(pairs):
        notes.append(f"removed {len(pairs) - len(kept)} tracking params")
    kept.sort()
    path = quote(unquote(parts.path).rstrip("/") or "/")
    if parts.fragment:
        notes.append(f"dropped fragment #{parts.fragment}")
    return urlunsplit((parts.scheme, netloc, path, urlencode(kept), "")), notes


def main():
    seen: dict[str, int] = {}
    for i, url in enumerate(URLS):
        try:
            canon, notes = canonical(url)
        except ValueError as err:
            print(f"[{i}] skip: {err}")
            continue
        dup = f" (duplicate of [{seen[canon]}])" if canon in seen else ""
        seen.setdefault(canon, i)
        print(f"[{i}] {canon}{dup}")
        for n in notes:
            print(f"     - {n}")
    q = dict(parse_qsl(urlsplit(URLS[2]).query))
    print("decoded search:", q["q"], "| page", int(q["page"]) + 1, "next")
    print("unique:", len(seen))
    return len(seen)


if __name__ == "__main__":
    main()

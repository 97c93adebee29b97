"""Normalise search URLs: parse, merge defaults, drop junk, re-encode in canonical order."""
from urllib.parse import parse_qsl, quote, unquote_plus, urlencode, urlsplit, urlunsplit

URLS = [
    "https://shop.example.com/search?q=red+shoes&size=42&utm_source=mail&page=1",
    "https://SHOP.example.com:443/search?size=42&q=red%20shoes&sort=&ref=abc",
    "http://shop.example.com/search/?q=caf%C3%A9+cr%C3%A8me&tag=a&tag=b&page=3#reviews",
    "https://shop.example.com/search?q=50%25+off&page=x",
]
DEFAULTS = {"page": "1", "sort": "relevance"}
DROP_PREFIXES = ("utm_",)
DROP_KEYS = {"ref", "fbclid"}


def canonical(url: str) -> tuple[str, list[str]]:
    notes = []
    parts = urlsplit(url)
    host = parts.hostname or ""
    port = parts.port
    default_port = {"http": 80, "https": 443}[parts.scheme]
    netloc = host if port in (None, default_port) else f"{host}:{port}"
    path = parts.path.rstrip("/") or "/"
    params = []
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        if key.startswith(DROP_PREFIXES) or key in DROP_KEYS:
            notes.append(f"dropped {key}")
            continue
        if value == "":
            notes.append(f"blank {key}")
            continue
        if key == "page" and not value.isdigit():
            notes.append(f"bad page {value!r}")
            continue
        params.append((key, value))
    present = {k for k, _ in params}
    params += [(k, v) for k, v in DEFAULTS.items() if k not in present]
    params.sort()
    query = urlencode(params, quote_via=quote)
    if parts.fragment:
        notes.append(f"fragment #{parts.fragment}")
    return urlunsplit(("https", netloc, path, query, "")), notes


def main():
    seen = {}
    for url in URLS:
        canon, notes = canonical(url)
        q = dict(parse_qsl(urlsplit(canon).query))
        print(canon)
        print(f"   search term: {unquote_plus(q.get('q', ''))!r}; notes: {', '.join(notes) or 'none'}")
        seen.setdefault(canon, []).append(url)
    dupes = {k: v for k, v in seen.items() if len(v) > 1}
    print(f"{len(URLS)} urls -> {len(seen)} canonical; duplicates: {len(dupes)}")
    for canon, originals in dupes.items():
        print(" ", canon, "<=", len(originals), "variants")
    print(quote("a/b c&d", safe=""), quote("a/b c&d"))


if __name__ == "__main__":
    main()

"""Parse Cookie headers and tracking URLs, then rebuild clean canonical links."""
from urllib.parse import urlsplit, urlunsplit, parse_qsl, urlencode, quote, unquote

COOKIE_HEADER = "session=abc123; theme=dark; cart=%5B%22sku-1%22%2C%22sku-2%22%5D; lang=en-GB;  tz=Europe%2FLondon"

URLS = [
    "https://Shop.Example.com:443/products/Blue%20Mug?utm_source=news&id=42&utm_medium=email&ref=",
    "http://shop.example.com/search?q=coffee+beans&page=2&sort=price&fbclid=XYZ",
    "https://shop.example.com/cart?items=1&items=2&items=3#checkout",
    "https://shop.example.com/a/b/../c/./d?z=1&a=2",
]

TRACKING_PREFIXES = ("utm_",)
TRACKING_KEYS = {"fbclid", "gclid", "ref"}


def parse_cookies(header: str) -> dict[str, str]:
    cookies = {}
    for part in header.split(";"):
        part = part.strip()
        if not part or "=" not in part:
            continue
        name, _, value = part.partition("=")
        cookies[name.strip()] = unquote(value.strip())
    return cookies


def normalize_path(path: str) -> str:
    out: list[str] = []
    for seg in path.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if out:
                out.pop()
            continue
        out.append(seg)
    return "/" + "/".join(out)


def canonical(url: str) -> str:
    parts = urlsplit(url)
    host = parts.hostname or ""
    port = parts.port
    default = {"http": 80, "https": 443}.get(parts.scheme)
    netloc = host if port in (None, default) else f"{host}:{port}"
    pairs = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if not k.startswith(TRACKING_PREFIXES) and k not in TRACKING_KEYS
    ]
    pairs.sort(key=lambda kv: kv[0])
    path = quote(unquote(normalize_path(parts.path)))
    return urlunsplit(("https", netloc, path, urlencode(pairs), ""))


def main():
    cookies = parse_cookies(COOKIE_HEADER)
    print("Cookies:")
    for name in sorted(cookies):
        print(f"  {name:<8} = {cookies[name]!r}")
    cart = cookies["cart"].strip("[]").replace('"', "").split(",")
    print("cart items:", cart)

    print("\nCanonical URLs:")
    seen = {}
    for url in URLS:
        c = canonical(url)
        seen.setdefault(c, []).append(url)
        print(f"  {c}")
        q = urlsplit(url).query
        dropped = [k for k, _ in parse_qsl(q, keep_blank_values=True) if k.startswith("utm_") or k in TRACKING_KEYS]
        if dropped:
            print(f"    dropped: {', '.join(dropped)}")
    print(f"\n{len(seen)} unique of {len(URLS)}")
    print(urlencode({"q": "tea & biscuits", "n": 3, "tags": ["a", "b"]}, doseq=True))
    print(quote("/files/report 2024 (final).pdf"), quote("a/b c", safe=""))
    return len(seen)


if __name__ == "__main__":
    main()

from urllib.parse import urlparse, parse_qs, urlencode, urlunparse

LINKS = [
    "https://shop.example.com/items?id=42&utm_source=newsletter&utm_medium=email&color=red",
    "http://Shop.Example.com:80/items/?color=blue&id=7",
    "https://blog.example.org/2024/05/post-title/?ref=twitter#comments",
    "https://shop.example.com/items?id=42&color=red&fbclid=abc123",
    "ftp://files.example.net/pub/readme.txt",
]
TRACKING = ("utm_", "fbclid", "ref")


def canonical(url):
    p = urlparse(url)
    host = (p.hostname or "").lower()
    if p.port and not ((p.scheme == "http" and p.port == 80) or (p.scheme == "https" and p.port == 443)):
        host = f"{host}:{p.port}"
    path = p.path.rstrip("/") or "/"
    query = {k: v for k, v in parse_qs(p.query).items() if not k.startswith(TRACKING)}
    q = urlencode(sorted((k, v[0]) for k, v in query.items()))
    return urlunparse((p.scheme, host, path, "", q, ""))


def main():
    seen = {}
    for link in LINKS:
        c = canonical(link)
        seen.setdefault(c, []).append(link)
    for c, originals in seen.items():
        print(c)
        if len(originals) > 1:
            print(f"   ({len(originals)} duplicates)")
    schemes = sorted({urlparse(u).scheme for u in LINKS})
    print("schemes:", schemes)
    hosts = {}
    for u in LINKS:
        h = urlparse(u).hostname
        hosts[h] = hosts.get(h, 0) + 1
    print(max(hosts.items(), key=lambda kv: kv[1]))

"""A URL shortener: base62 ids, hash-based dedupe, click stats and expiry."""
import hashlib
import string
from datetime import datetime, timedelta
from urllib.parse import urlsplit, urlunsplit

ALPHABET = string.digits + string.ascii_letters


def base62(n: int) -> str:
    if n == 0:
        return ALPHABET[0]
    out = []
    while n:
        n, rem = divmod(n, 62)
        out.append(ALPHABET[rem])
    return "".join(reversed(out))


def unbase62(text: str) -> int:
    n = 0
    for ch in text:
        n = n * 62 + ALPHABET.index(ch)
    return n


def normalise(url: str) -> str:
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower() or "http"
    host = parts.netloc.lower().removesuffix(":80") if scheme == "http" else parts.netloc.lower()
    path = parts.path or "/"
    return urlunsplit((scheme, host, path, parts.query, ""))


class Shortener:
    def __init__(self, start_id=100_000):
        self.next_id = start_id
        self.by_code = {}
        self.by_digest = {}
        self.clicks = {}

    def shorten(self, url, now, ttl_days=30):
        canonical = normalise(url)
        digest = hashlib.sha256(canonical.encode()).hexdigest()[:12]
        if digest in self.by_digest:
            return self.by_digest[digest]
        code = base62(self.next_id)
        self.next_id += 7919
        self.by_code[code] = (canonical, now + timedelta(days=ttl_days))
        self.by_digest[digest] = code
        self.clicks[code] = 0
        return code

    def resolve(self, code, now):
        try:
            url, expires = self.by_code[code]
        except KeyError:
            return None, "unknown code"
        if now > expires:
            return None, f"expired {expires:%Y-%m-%d}"
        self.clicks[code] += 1
        return url, "ok"


def main():
    now = datetime(2024, 2, 1, 12, 0)
    s = Shortener()
    urls = ["HTTP://Example.com:80/docs?page=2#top", "http://example.com/docs?page=2",
            "https://shop.example/cart", "example.org", "https://shop.example/cart"]
    codes = []
    for u in urls:
        code = s.shorten(u, now, ttl_days=3 if "org" in u else 30)
        codes.append(code)
        print(f"{u:<40} -> {code} (id {unbase62(code)})")
    print("distinct codes:", len(set(codes)))
    later = now + timedelta(days=5)
    for code in codes[:3] + ["zzz", codes[3]]:
        url, status = s.resolve(code, later)
        print(f"  {code:<5} {status:<17} {url}")
    print("clicks:", dict(sorted(s.clicks.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("md5 of first:", hashlib.md5(normalise(urls[0]).encode("utf-8")).hexdigest())
    print(all(unbase62(base62(n)) == n for n in (0, 61, 62, 3843, 10**12)))


if __name__ == "__main__":
    main()

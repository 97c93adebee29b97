"""Parse Set-Cookie headers into a cookie jar, apply domain/path matching and expiry."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit

NOW = datetime(2024, 5, 1, 9, 0, tzinfo=timezone.utc)


@dataclass
class Cookie:
    name: str
    value: str
    domain: str
    path: str = "/"
    expires: datetime | None = None
    secure: bool = False
    http_only: bool = False
    same_site: str = "Lax"
    host_only: bool = True
    attrs: dict = field(default_factory=dict)

    def expired(self, at: datetime) -> bool:
        return self.expires is not None and self.expires <= at


def parse(header: str, origin_host: str) -> Cookie:
    first, *attrs = [p.strip() for p in header.split(";")]
    name, sep, value = first.partition("=")
    if not sep or not name.strip():
        raise ValueError(f"malformed cookie: {header!r}")
    cookie = Cookie(name.strip(), value.strip().strip('"'), origin_host)
    for attr in attrs:
        key, _, val = attr.partition("=")
        key = key.lower()
        if key == "domain":
            cookie.domain = val.lstrip(".").lower()
            cookie.host_only = False
            if not (origin_host == cookie.domain or origin_host.endswith("." + cookie.domain)):
                raise ValueError(f"domain {val} not allowed for {origin_host}")
        elif key == "path":
            cookie.path = val or "/"
        elif key == "max-age":
            cookie.expires = NOW + timedelta(seconds=int(val))
        elif key == "expires" and cookie.expires is None:
            cookie.expires = parsedate_to_datetime(val)
        elif key == "secure":
            cookie.secure = True
        elif key == "httponly":
            cookie.http_only = True
        elif key == "samesite":
            cookie.same_site = val.capitalize()
        else:
            cookie.attrs[key] = val
    return cookie


def matches(cookie: Cookie, url: str) -> bool:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if cookie.host_only and host != cookie.domain:
        return False
    if not cookie.host_only and not (host == cookie.domain or host.endswith("." + cookie.domain)):
        return False
    path = parts.path or "/"
    if not (path == cookie.path or path.startswith(cookie.path.rstrip("/") + "/")):
        return False
    return not (cookie.secure and parts.scheme != "https")


def main():
    headers = [
        ("shop.example.com", "session=abc123; Path=/; Secure; HttpOnly; SameSite=strict"),
        ("shop.example.com", "cart=3%20items; Domain=.example.com; Path=/cart; Max-Age=3600"),
        ("shop.example.com", 'theme="dark"; Expires=Wed, 01 May 2024 08:00:00 GMT'),
        ("shop.example.com", "tracker=x; Domain=evil.com"),
        ("shop.example.com", "=novalue"),
        ("api.example.com", "token=t0k; Path=/v2; Max-Age=0"),
        ("api.example.com", "lang=en; Priority=High; Path=/"),
    ]
    jar = {}
    for host, header in headers:
        try:
            c = parse(header, host)
        except ValueError as err:
            print("rejected:", err)
            continue
        jar[(c.domain, c.path, c.name)] = c
    live = {k: c for k, c in jar.items() if not c.expired(NOW)}
    print(f"{len(jar)} stored, {len(jar) - len(live)} already expired")
    for (domain, path, name), c in sorted(live.items()):
        flags = [f for f, on in (("Secure", c.secure), ("HttpOnly", c.http_only)) if on]
        exp = c.expires.strftime("%H:%M") if c.expires else "session"
        print(f"  {domain}{path} {name}={c.value} [{c.same_site}] {' '.join(flags) or '-'} until {exp} {c.attrs}")
    for url in ["https://shop.example.com/cart/view", "http://shop.example.com/", "https://api.example.com/v2/x",
                "https://www.example.com/cart"]:
        sent = sorted(c.name for c in live.values() if matches(c, url))
        header = "; ".join(f"{c.name}={c.value}" for c in sorted(live.values(), key=lambda c: c.name) if c.name in sent)
        print(f"{url} -> Cookie: {header or '(none)'}")


if __name__ == "__main__":
    main()

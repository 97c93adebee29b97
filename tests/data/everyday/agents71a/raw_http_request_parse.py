"""Parse raw HTTP/1.1 requests captured from a proxy: headers, cookies, query and form body."""
from urllib.parse import urlsplit, parse_qs, unquote_plus
from http.cookies import SimpleCookie

RAW_REQUESTS = [
    "POST /login?next=%2Fdashboard&lang=en HTTP/1.1\r\n"
    "Host: app.example.com\r\n"
    "User-Agent: Mozilla/5.0\r\n"
    "Content-Type: application/x-www-form-urlencoded\r\n"
    "Cookie: session=abc123; theme=dark; consent=\"yes please\"\r\n"
    "Content-Length: 43\r\n"
    "X-Forwarded-For: 10.0.0.1, 172.16.0.9\r\n"
    "\r\n"
    "username=j.doe%40mail.com&password=p%26ss+1",
    "GET /search?q=red+shoes&size=42&size=43&sort= HTTP/1.1\r\n"
    "host: shop.example.com\r\n"
    "accept-encoding: gzip, deflate\r\n"
    "Accept: text/html;q=0.9, application/json, */*;q=0.1\r\n"
    "\r\n",
]


class Headers:
    """Case-insensitive multi-value header map."""

    def __init__(self):
        self._items: list[tuple[str, str]] = []

    def add(self, name: str, value: str) -> None:
        self._items.append((name, value))

    def get(self, name: str, default=None):
        for key, value in self._items:
            if key.lower() == name.lower():
                return value
        return default

    def names(self) -> list[str]:
        return ["-".join(p.capitalize() for p in k.split("-")) for k, _ in self._items]


def parse_accept(value: str) -> list[tuple[str, float]]:
    out = []
    for part in value.split(","):
        media, *params = [p.strip() for p in part.split(";")]
        q = 1.0
        for p in params:
            k, _, v = p.partition("=")
            if k == "q":
                q = float(v)
        out.append((media, q))
    return sorted(out, key=lambda mq: -mq[1])


def parse_request(raw: str) -> dict:
    head, _, body = raw.partition("\r\n\r\n")
    request_line, *header_lines = head.split("\r\n")
    method, target, version = request_line.split(" ")
    headers = Headers()
    for line in header_lines:
        name, _, value = line.partition(":")
        headers.add(name.strip(), value.strip())
    url = urlsplit(target)
    req = {"method": method, "path": url.path, "version": version,
           "query": parse_qs(url.query, keep_blank_values=True), "headers": headers}
    if headers.get("content-type") == "application/x-www-form-urlencoded":
        req["form"] = {k: unquote_plus(v) for k, v in (p.split("=", 1) for p in body.split("&"))}
        assert int(headers.get("Content-Length")) == len(body.encode())
    if cookie_header := headers.get("cookie"):
        jar = SimpleCookie()
        jar.load(cookie_header)
        req["cookies"] = {k: m.value for k, m in jar.items()}
    return req


def main():
    for raw in RAW_REQUESTS:
        req = parse_request(raw)
        hdrs = req["headers"]
        print(f"{req['method']} {req['path']} ({req['version']}) host={hdrs.get('HOST')}")
        print("  header names:", ", ".join(hdrs.names()))
        for key, values in req["query"].items():
            print(f"  query {key!r}: {values}")
        if "form" in req:
            masked = {k: (v if k != "password" else "*" * len(v)) for k, v in req["form"].items()}
            print("  form:", masked)
        if "cookies" in req:
            print("  cookies:", sorted(req["cookies"].items()))
        if fwd := hdrs.get("x-forwarded-for"):
            print("  client ip:", fwd.split(",")[0].strip())
        if accept := hdrs.get("accept"):
            print("  accept order:", [m for m, _ in parse_accept(accept)])
        enc = hdrs.get("Accept-Encoding", "identity")
        print("  gzip ok:", "gzip" in [e.strip() for e in enc.split(",")])
    return len(RAW_REQUESTS)


if __name__ == "__main__":
    main()

"""Parse raw HTTP requests: request line, headers (case-insensitive), cookies, query."""
from urllib.parse import urlsplit, parse_qs


class Headers:
    def __init__(self):
        self._items = {}

    def add(self, name, value):
        key = name.lower()
        if key in self._items:
            self._items[key] = (self._items[key][0], self._items[key][1] + ", " + value)
        else:
            self._items[key] = (name, value)

    def __getitem__(self, name):
        return self._items[name.lower()][1]

    def get(self, name, default=None):
        try:
            return self[name]
        except KeyError:
            return default

    def __iter__(self):
        return (orig for orig, _ in self._items.values())

    def __len__(self):
        return len(self._items)


RAW = (
    "GET /search?q=rust+z3&page=2&tag=a&tag=b HTTP/1.1\r\n"
    "Host: example.com\r\n"
    "User-Agent: agent/1.0\r\n"
    "Accept: text/html\r\n"
    "accept: application/json\r\n"
    "Cookie: session=abc123; theme=dark; =broken\r\n"
    "Content-Length: 0\r\n"
    "\r\n"
)


def parse_request(raw):
    head, _, body = raw.partition("\r\n\r\n")
    lines = head.split("\r\n")
    method, target, version = lines[0].split(" ")
    headers = Headers()
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"bad header line {line!r}")
        headers.add(name.strip(), value.strip())
    return method, target, version, headers, body


def cookies(header):
    jar = {}
    for part in header.split(";"):
        k, _, v = part.strip().partition("=")
        if k:
            jar[k] = v
    return jar


def main():
    method, target, version, headers, body = parse_request(RAW)
    url = urlsplit(target)
    print(method, url.path, version.split("/")[1], len(headers), "headers")
    print("query:", parse_qs(url.query))
    print("accept:", headers["ACCEPT"])
    print("names:", list(headers))
    print("cookies:", cookies(headers.get("cookie", "")))
    print("content-length:", int(headers.get("Content-Length", "0")), repr(body))
    print("missing:", headers.get("Authorization"))
    try:
        parse_request("GET / HTTP/1.1\r\nnot a header\r\n\r\n")
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()

URLS = [
    "https://example.com/a/b?x=1&y=2",
    "http://test.org/path",
    "https://shop.io/cart?item=3",
]


def split_url(url):
    scheme, rest = url.split("://", 1)
    host, *path = rest.split("/")
    query = {}
    if path and "?" in path[-1]:
        path[-1], q = path[-1].split("?", 1)
        query = dict(kv.split("=") for kv in q.split("&"))
    return scheme, host, path, query


def main() -> None:
    for url in URLS:
        scheme, host, path, query = split_url(url)
        print(scheme, host, "/".join(path) or "/", query)
    secure = sum(1 for u in URLS if u.startswith("https"))
    print(f"{secure}/{len(URLS)} secure")

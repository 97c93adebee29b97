URLS = [
    "https://shop.example.com/search?q=red+shoes&size=9&sort=price",
    "http://example.com/path/to/page?utm_source=news&utm_medium=email&id=77",
    "https://api.example.com/v2/items",
    "https://example.com/?a=1&a=2&b=&c",
]


def unquote_plus(s):
    return s.replace("+", " ")


def parse(url):
    scheme, rest = url.split("://", 1)
    host, _, tail = rest.partition("/")
    path, _, query = tail.partition("?")
    params = {}
    for part in filter(None, query.split("&")):
        key, _, value = part.partition("=")
        params.setdefault(key, []).append(unquote_plus(value))
    return scheme, host, "/" + path, params


def main():
    for url in URLS:
        scheme, host, path, params = parse(url)
        print(f"{scheme:<5} {host:<20} {path}")
        for k in sorted(params):
            vals = params[k]
            print(f"    {k} = {vals[0] if len(vals) == 1 else vals}")
    tracked = [u for u in URLS if any(k.startswith("utm_") for k in parse(u)[3])]
    hosts = sorted({parse(u)[1].split(".", 1)[-1] for u in URLS})
    print("tracked:", len(tracked), hosts)
    return parse(URLS[0])[3]

URLS = [
    "https://shop.example.com/search?q=red+shoes&size=42&page=2",
    "http://api.example.org/v1/items?id=7&id=9&sort=-price",
    "https://example.com/",
    "https://example.com/path/to/file.txt?download=1#section-3",
]
HEX = "0123456789abcdef"


def unquote(s):
    s = s.replace("+", " ")
    out, i = "", 0
    while i < len(s):
        if s[i] == "%" and i + 2 < len(s) + 0 and s[i + 1:i + 3].lower().strip(HEX) == "":
            out += chr(int(s[i + 1:i + 3], 16))
            i += 3
        else:
            out += s[i]
            i += 1
    return out


def parse(url):
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    hostpath, _, query = rest.partition("?")
    host, slash, path = hostpath.partition("/")
    params = {}
    for pair in filter(None, query.split("&")):
        key, _, value = pair.partition("=")
        params.setdefault(key, []).append(unquote(value))
    return {"scheme": scheme, "host": host, "path": slash + path, "params": params, "fragment": fragment}


def main():
    for url in URLS:
        p = parse(url)
        print(p["scheme"], p["host"], p["path"] or "/", p["params"], repr(p["fragment"]))
    print(unquote("a%20b%2Fc+d"), parse(URLS[1])["params"]["id"])
    return sum(len(parse(u)["params"]) for u in URLS)

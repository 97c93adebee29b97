def parse_query(qs: str) -> dict:
    params = {}
    for pair in qs.split("&"):
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        value = value.replace("+", " ")
        params.setdefault(key, []).append(value if sep else None)
    return params


def unquote(s: str) -> str:
    out = []
    i = 0
    while i < len(s):
        if s[i] == "%" and i + 2 < len(s) + 1:
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def parse_url(url: str) -> dict:
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    host, slash, path = rest.partition("/")
    host, _, port = host.partition(":")
    return {
        "scheme": scheme,
        "host": host.lower(),
        "port": int(port) if port else (443 if scheme == "https" else 80),
        "path": "/" + path if slash else "/",
        "query": parse_query(query),
        "fragment": fragment or None,
    }


def main():
    urls = [
        "https://Example.COM/search?q=hello+world&lang=en&lang=fr#top",
        "http://localhost:8080/api/v1/items?id=42&flag",
        "https://docs.site.org",
        "http://x.y/a%20b?name=J%C3%A9r%C3%B4me&empty=",
    ]
    for url in urls:
        parts = parse_url(url)
        print(parts["scheme"], parts["host"], parts["port"], unquote(parts["path"]))
        for k, vs in sorted(parts["query"].items()):
            print(f"   {k!r}: {vs!r}")
        if parts["fragment"] is not None:
            print("   fragment =", repr(parts["fragment"]))
    print(parse_url(urls[1]))


if __name__ == "__main__":
    main()

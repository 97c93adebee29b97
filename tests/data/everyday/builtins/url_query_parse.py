URL = "https://shop.example.com/search?q=red+shoes&size=42&sort=price_desc&page=2&debug"


def main() -> None:
    scheme, _, rest = URL.partition("://")
    host, _, path_query = rest.partition("/")
    path, _, query = path_query.partition("?")
    params = {}
    for part in query.split("&"):
        key, eq, value = part.partition("=")
        params[key] = value.replace("+", " ") if eq else True
    print("scheme:", scheme.upper(), "host:", host, "path:", "/" + path)
    for k in sorted(params):
        print(f"  {k!s:>6} -> {params[k]!r}")
    page = int(params.get("page", "1"))
    print("next page:", page + 1, "sorted by:", params["sort"].rsplit("_", 1))
    print("subdomain:", host.split(".")[0], "tld:", host.rsplit(".", 1)[-1])
    print("is https:", scheme == "https", "has debug:", "debug" in params)

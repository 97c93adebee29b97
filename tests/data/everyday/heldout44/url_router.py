ROUTES = [
    ("GET", "/users", "list_users"),
    ("GET", "/users/<id>", "show_user"),
    ("POST", "/users", "create_user"),
    ("GET", "/users/<id>/posts/<post>", "show_post"),
    ("DELETE", "/users/<id>", "delete_user"),
]


def match(pattern, path):
    p_parts = pattern.strip("/").split("/")
    parts = path.strip("/").split("/")
    if len(p_parts) != len(parts):
        return None
    params = {}
    for want, got in zip(p_parts, parts):
        if want.startswith("<") and want.endswith(">"):
            params[want[1:-1]] = int(got) if got.isdigit() else got
        elif want != got:
            return None
    return params


def parse_query(query):
    out = {}
    for pair in query.split("&"):
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        out.setdefault(key, []).append(value if sep else True)
    return {k: v[0] if len(v) == 1 else v for k, v in out.items()}


def dispatch(method, url):
    path, _, query = url.partition("?")
    allowed = []
    for m, pattern, handler in ROUTES:
        params = match(pattern, path)
        if params is None:
            continue
        if m != method:
            allowed.append(m)
            continue
        return f"{handler}({', '.join(f'{k}={v!r}' for k, v in params.items())}) query={parse_query(query)}"
    if allowed:
        return f"405 allowed: {', '.join(sorted(set(allowed)))}"
    return "404"


def main():
    requests = [
        ("GET", "/users"),
        ("GET", "/users/42?verbose&fields=name&fields=email"),
        ("POST", "/users/"),
        ("PUT", "/users/7"),
        ("GET", "/users/bob/posts/3?x=1&y="),
        ("GET", "/nope"),
    ]
    for method, url in requests:
        print(f"{method:<6} {url:<42} -> {dispatch(method, url)}")


if __name__ == "__main__":
    main()

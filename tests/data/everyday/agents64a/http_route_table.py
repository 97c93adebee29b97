"""A tiny URL router: compile route patterns with typed parameters and dispatch requests."""
import re

CONVERTERS = {
    "int": (r"\d+", int),
    "str": (r"[^/]+", str),
    "slug": (r"[a-z0-9]+(?:-[a-z0-9]+)*", str),
    "path": (r".+", str),
}
PARAM = re.compile(r"<(?:(?P<conv>\w+):)?(?P<name>\w+)>")


class Router:
    def __init__(self):
        self.routes = []

    def add(self, method, pattern, handler):
        converters = {}

        def replace(m):
            conv = m.group("conv") or "str"
            if conv not in CONVERTERS:
                raise ValueError(f"unknown converter {conv!r} in {pattern!r}")
            converters[m.group("name")] = CONVERTERS[conv][1]
            return f"(?P<{m.group('name')}>{CONVERTERS[conv][0]})"

        regex = re.compile("^" + PARAM.sub(replace, pattern) + "/?$")
        self.routes.append((method, pattern, regex, converters, handler))

    def dispatch(self, method, path):
        allowed = []
        for m, pattern, regex, converters, handler in self.routes:
            match = regex.fullmatch(path)
            if not match:
                continue
            if m != method:
                allowed.append(m)
                continue
            kwargs = {k: converters[k](v) for k, v in match.groupdict().items()}
            return 200, handler(**kwargs)
        if allowed:
            return 405, f"allowed: {', '.join(sorted(set(allowed)))}"
        return 404, "not found"


def main():
    router = Router()
    router.add("GET", "/", lambda: "home")
    router.add("GET", "/users/<int:user_id>", lambda user_id: f"user #{user_id} (next {user_id + 1})")
    router.add("DELETE", "/users/<int:user_id>", lambda user_id: f"deleted {user_id}")
    router.add("GET", "/blog/<slug:slug>", lambda slug: f"post {slug.replace('-', ' ').title()}")
    router.add("GET", "/files/<path:rest>", lambda rest: f"file parts {rest.split('/')}")
    router.add("GET", "/teams/<team>/members/<int:n>", lambda team, n: f"{team}[{n}]")
    try:
        router.add("GET", "/bad/<uuid:x>", lambda x: x)
    except ValueError as err:
        print("config error:", err)

    requests = [
        ("GET", "/"), ("GET", "/users/42"), ("GET", "/users/42/"), ("GET", "/users/abc"),
        ("DELETE", "/users/7"), ("POST", "/users/7"), ("GET", "/blog/hello-world-2"),
        ("GET", "/blog/Hello"), ("GET", "/files/a/b/c.txt"), ("GET", "/teams/core/members/3"),
        ("PUT", "/nowhere"),
    ]
    for method, path in requests:
        status, body = router.dispatch(method, path)
        print(f"{method:6} {path:26} {status} {body}")
    for _, pattern, regex, conv, _ in router.routes:
        print(f"{pattern:32} {regex.pattern:60} {sorted(conv)}")


if __name__ == "__main__":
    main()

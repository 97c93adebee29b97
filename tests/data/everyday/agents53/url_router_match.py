"""A tiny URL router: compile patterns with typed params and dispatch requests."""
import re

CONVERTERS = {"int": (r"\d+", int), "str": (r"[^/]+", str), "slug": (r"[a-z0-9-]+", str)}


class NotFound(Exception):
    pass


class Router:
    def __init__(self):
        self.routes = []

    def add(self, method, pattern, handler):
        casts = {}

        def repl(m):
            kind, name = m.group(1) or "str", m.group(2)
            regex, cast = CONVERTERS[kind]
            casts[name] = cast
            return f"(?P<{name}>{regex})"

        regex = re.sub(r"<(?:(\w+):)?(\w+)>", repl, pattern)
        self.routes.append((method, re.compile(f"^{regex}$"), casts, handler, pattern))

    def dispatch(self, method, path):
        allowed = []
        for m, rx, casts, handler, pattern in self.routes:
            match = rx.match(path)
            if not match:
                continue
            if m != method:
                allowed.append(m)
                continue
            params = {k: casts[k](v) for k, v in match.groupdict().items()}
            return handler(**params)
        if allowed:
            return f"405 use {'/'.join(sorted(allowed))}"
        raise NotFound(path)


def list_users():
    return "200 users"


def get_user(user_id):
    return f"200 user #{user_id:05d} ({type(user_id).__name__})"


def post_comment(slug, n):
    return f"201 comment {n} on {slug!r}"


def main():
    r = Router()
    r.add("GET", "/users", list_users)
    r.add("GET", "/users/<int:user_id>", get_user)
    r.add("POST", "/posts/<slug:slug>/comments/<int:n>", post_comment)
    requests = [("GET", "/users"), ("GET", "/users/42"), ("GET", "/users/abc"),
                ("POST", "/posts/hello-world/comments/3"), ("GET", "/posts/hello-world/comments/3"),
                ("DELETE", "/users/7")]
    for method, path in requests:
        try:
            print(f"{method:<6} {path:<34} {r.dispatch(method, path)}")
        except NotFound as e:
            print(f"{method:<6} {path:<34} 404 {e}")
    print([p for *_, p in r.routes])


if __name__ == "__main__":
    main()

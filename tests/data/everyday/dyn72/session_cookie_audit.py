"""Audit the cookies a web app sets and receives: parse Cookie headers, rebuild Set-Cookie."""
from http.cookies import CookieError, Morsel, SimpleCookie

REQUESTS = [
    'session=abc123; theme=dark; consent="yes please"',
    '$Version=1; lang=en-GB; cart="a\\"b\\054c"; tracking=1',
    "path=/; orphan=1",
    'sid=deadbeef; Path=/app; Secure; HttpOnly; Max-Age=900; Comment="login sid"',
]

POLICY = {"session": {"path": "/", "httponly": True, "secure": True, "samesite": "Strict", "max-age": 3600}}


def main():
    seen = {}
    for raw in REQUESTS:
        jar = SimpleCookie()
        jar.load(raw)
        print(f"{raw[:28]:<28} -> {len(jar)} cookie(s): {repr(jar)}")
        for name, morsel in sorted(jar.items()):
            seen[name] = morsel.value
            flags = [k for k in ("secure", "httponly") if morsel[k]]
            print(f"   {morsel.key}={morsel.value!r} coded={morsel.coded_value} flags={flags} path={morsel['path']!r}")

    out = SimpleCookie()
    out["session"] = seen["session"]
    for attr, value in POLICY["session"].items():
        out["session"][attr] = value
    out["greeting"] = "hello, world; bye"
    out["count"] = 7
    out["note"] = "caf\u00e9 \\ \"quoted\"\n"
    print(out.output())
    print(out.output(attrs=["path"], header="Cookie:", sep=" | "))
    print(out["session"].OutputString(["httponly", "samesite"]))
    print(repr(out["greeting"]), str(out["count"]), type(out["count"].value).__name__)

    for bad in (lambda: out["session"].__setitem__("colour", "red"),
                lambda: out.__setitem__("bad key", 1),
                lambda: out.__setitem__("expires", 1),
                lambda: out["count"].update({"Domain": "x.org", "weight": 3})):
        try:
            bad()
        except CookieError as e:
            print("CookieError:", e)
    print(out["count"]["domain"] or "(no domain)")

    m = Morsel()
    m.set("token", "t 1", '"t 1"')
    twin = m.copy()
    print(m.key, m.value, m.coded_value, m == twin, m != twin, m.isReservedKey("Max-Age"))
    twin["path"] = "/other"
    print(m == twin, m.setdefault("Domain", "example.org"), m["domain"], m.output(header="X-Cookie:"))
    print(SimpleCookie({"a": "1", "b": "two words"}))
    return len(seen)


if __name__ == "__main__":
    main()

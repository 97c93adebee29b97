"""Parse a raw HTTP response head, fold duplicate headers and report caching info."""

RAW = (
    "HTTP/1.1 200 OK\r\n"
    "Date: Tue, 05 Mar 2024 09:00:00 GMT\r\n"
    "content-type: text/html; charset=UTF-8\r\n"
    "Cache-Control: public, max-age=3600\r\n"
    "Set-Cookie: sid=abc123; Path=/; HttpOnly\r\n"
    "Set-Cookie: theme=dark; Path=/\r\n"
    "X-Request-Id:   7f3a-22  \r\n"
    "Vary: Accept-Encoding\r\n"
    "vary: Cookie\r\n"
    "Content-Length: 1532\r\n"
    "\r\n"
)


def parse_head(raw: str):
    head, _, _ = raw.partition("\r\n\r\n")
    status_line, *lines = head.split("\r\n")
    version, code, reason = status_line.split(" ", 2)
    headers: dict[str, list[str]] = {}
    for line in lines:
        name, sep, value = line.partition(":")
        if not sep:
            continue
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    return (version, int(code), reason), headers


def parse_params(value: str) -> dict[str, str | bool]:
    out: dict[str, str | bool] = {}
    for part in value.split(","):
        part = part.strip()
        if "=" in part:
            k, v = part.split("=", 1)
            out[k.lower()] = v
        elif part:
            out[part.lower()] = True
    return out


def main():
    (version, code, reason), headers = parse_head(RAW)
    print(f"{version} -> {code} ({reason})")
    for name in sorted(headers):
        values = headers[name]
        joined = ", ".join(values) if name != "set-cookie" else " | ".join(values)
        print(f"{name.title():<16}: {joined}")
    cc = parse_params(headers["cache-control"][0])
    max_age = int(cc.get("max-age", 0))
    print("cacheable:", bool(cc.get("public")) and max_age > 0, f"for {max_age // 60} min")
    ctype, _, params = headers["content-type"][0].partition(";")
    charset = params.strip().split("=", 1)[1].lower() if params else "latin-1"
    print("type:", ctype, "charset:", charset)
    cookies = {}
    for c in headers.get("set-cookie", []):
        first, *attrs = [p.strip() for p in c.split(";")]
        k, v = first.split("=", 1)
        cookies[k] = {"value": v, "httponly": "HttpOnly" in attrs}
    print("cookies:", cookies)
    print("vary:", sorted(v.lower() for v in headers["vary"]))
    return len(headers)


if __name__ == "__main__":
    main()

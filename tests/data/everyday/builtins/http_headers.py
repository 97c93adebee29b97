RAW = """HTTP/1.1 200 OK
Content-Type: text/html; charset=UTF-8
content-length: 1532
Set-Cookie: a=1
Set-Cookie: b=2
X-Request-ID:   abc-123  
Cache-Control: max-age=3600, public"""


def main() -> None:
    lines = RAW.splitlines()
    proto, code, reason = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().title(), []).append(value.strip())
    print(proto, int(code), reason, "ok:", 200 <= int(code) < 300)
    for name in sorted(headers):
        print(f"{name:>15}: {' | '.join(headers[name])}")
    ctype, _, params = headers["Content-Type"][0].partition(";")
    print("type:", ctype, "charset:", params.strip().split("=")[1].lower())
    cache = dict([item.strip().partition("=")[::2] for item in headers["Cache-Control"][0].split(",")])
    print("cache:", cache, "max-age:", int(cache["max-age"]) // 60, "min")

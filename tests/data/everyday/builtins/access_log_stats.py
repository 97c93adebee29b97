LINES = (
    '10.0.0.1 - - "GET /index.html HTTP/1.1" 200 512',
    '10.0.0.2 - - "POST /api/login HTTP/1.1" 401 64',
    '10.0.0.1 - - "GET /about HTTP/1.1" 200 2048',
    '10.0.0.3 - - "GET /index.html HTTP/1.1" 304 0',
    '10.0.0.2 - - "POST /api/login HTTP/1.1" 200 128',
)


def main() -> None:
    by_ip = {}
    statuses = {}
    total_bytes = 0
    for line in LINES:
        ip, rest = line.split(" ", 1)
        request = rest[rest.index('"') + 1 : rest.rindex('"')]
        method, path, proto = request.split()
        status, size = rest.rsplit(" ", 2)[-2:]
        by_ip.setdefault(ip, []).append(path)
        statuses[status] = statuses.get(status, 0) + 1
        total_bytes += int(size)
    for ip in sorted(by_ip):
        paths = by_ip[ip]
        print(f"{ip:<10} {len(paths)} requests, unique: {', '.join(sorted(set(paths)))}")
    print("statuses:", dict(sorted(statuses.items())))
    print("total bytes:", format(total_bytes, ","))
    print("hex of total:", hex(total_bytes), "bin:", bin(len(LINES)))

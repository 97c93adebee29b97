LOG = """10.0.0.1 - - [03/Dec/2026:10:00:01] "GET /index.html HTTP/1.1" 200 512
10.0.0.2 - - [03/Dec/2026:10:00:02] "GET /about HTTP/1.1" 200 1024
10.0.0.1 - - [03/Dec/2026:10:00:05] "POST /login HTTP/1.1" 302 0
10.0.0.3 - - [03/Dec/2026:10:01:00] "GET /index.html HTTP/1.1" 200 512
10.0.0.2 - - [03/Dec/2026:10:01:30] "GET /missing HTTP/1.1" 404 128
10.0.0.4 - - [03/Dec/2026:10:02:00] "GET /index.html HTTP/1.1" 500 64"""


def parse_line(line):
    ip, rest = line.split(" ", 1)
    request = rest.split('"')[1]
    method, path, _ = request.split()
    status, size = rest.rsplit(" ", 2)[-2:]
    return {"ip": ip, "method": method, "path": path, "status": int(status), "size": int(size)}


def main():
    entries = [parse_line(l) for l in LOG.splitlines() if l.strip()]
    hits = {}
    for e in entries:
        hits[e["path"]] = hits.get(e["path"], 0) + 1
    ranked = sorted(hits.items(), key=lambda kv: (-kv[1], kv[0]))
    print(f"{'path':<12}{'hits':>6}")
    for path, n in ranked:
        print(f"{path:<12}{n:>6}")
    errors = [e for e in entries if e["status"] >= 400]
    print(f"error rate: {len(errors) / len(entries):.1%}")
    total = sum(e["size"] for e in entries)
    print(f"bytes served: {total:,}")
    by_ip = {}
    for e in entries:
        by_ip.setdefault(e["ip"], []).append(e["status"])
    for ip in sorted(by_ip):
        print(ip, by_ip[ip])
    return len(ranked)

LOG_LINES = [
    '10.0.0.1 - - [04/Dec/2026:10:00:01] "GET /index.html HTTP/1.1" 200 5120',
    '10.0.0.2 - - [04/Dec/2026:10:00:03] "GET /about HTTP/1.1" 200 2048',
    '10.0.0.1 - - [04/Dec/2026:10:00:09] "POST /login HTTP/1.1" 302 0',
    '10.0.0.3 - - [04/Dec/2026:10:01:15] "GET /missing HTTP/1.1" 404 512',
    '10.0.0.2 - - [04/Dec/2026:10:02:44] "GET /index.html HTTP/1.1" 200 5120',
    'garbage line without structure',
    '10.0.0.4 - - [04/Dec/2026:10:03:00] "GET /api/items HTTP/1.1" 500 128',
]


def parse(line):
    try:
        head, request, tail = line.split('"')
    except ValueError:
        return None
    ip = head.split()[0]
    stamp = head[head.index("[") + 1 : head.index("]")]
    method, path, _proto = request.split()
    status, size = tail.split()
    return {"ip": ip, "time": stamp.split(":", 1)[1], "method": method,
            "path": path, "status": int(status), "size": int(size)}


def main():
    records = []
    bad = 0
    for line in LOG_LINES:
        rec = parse(line)
        if rec is None:
            bad += 1
            continue
        records.append(rec)
    print(f"parsed {len(records)} records, skipped {bad}")
    by_status = {}
    for r in records:
        by_status.setdefault(r["status"] // 100, []).append(r["path"])
    for klass in sorted(by_status):
        paths = by_status[klass]
        print(f"{klass}xx: {len(paths):>2} -> {', '.join(sorted(set(paths)))}")
    total = sum(r["size"] for r in records)
    print(f"bytes served: {total:,} ({total / 1024:.2f} KiB)")
    per_ip = {}
    for r in records:
        per_ip[r["ip"]] = per_ip.get(r["ip"], 0) + r["size"]
    top = sorted(per_ip.items(), key=lambda kv: (-kv[1], kv[0]))
    for ip, size in top:
        share = size / total if total else 0
        print(f"{ip:<10}{size:>8}{share:>8.1%}")
    errors = [r for r in records if r["status"] >= 400]
    print("error rate: {:.0%}".format(len(errors) / len(records)))
    print("latest:", max(records, key=lambda r: r["time"])["time"])


if __name__ == "__main__":
    main()

LOG = """\
2024-03-01 10:00:01 GET /index.html 200 512
2024-03-01 10:00:03 GET /about.html 200 1024
2024-03-01 10:00:07 POST /login 302 0
2024-03-01 10:01:15 GET /missing 404 128
2024-03-01 10:02:00 GET /index.html 200 512
broken line here
2024-03-01 10:02:30 GET /api/items 500 64
2024-03-01 10:03:00 GET /api/items 200 2048
"""


def parse(line):
    parts = line.split()
    if len(parts) != 6:
        raise ValueError(f"expected 6 fields, got {len(parts)}")
    date, time, method, path, status, size = parts
    return {"time": time, "method": method, "path": path, "status": int(status), "size": int(size)}


def main():
    records = []
    bad = 0
    for number, line in enumerate(LOG.splitlines(), start=1):
        try:
            records.append(parse(line))
        except ValueError as err:
            bad += 1
            print(f"line {number}: {err}")
    by_status = {}
    for rec in records:
        by_status[rec["status"]] = by_status.get(rec["status"], 0) + 1
    print("status counts:")
    for status in sorted(by_status):
        share = by_status[status] / len(records)
        print(f"  {status}: {by_status[status]:>3} ({share:6.1%})")
    bytes_by_path = {}
    for rec in records:
        bytes_by_path[rec["path"]] = bytes_by_path.get(rec["path"], 0) + rec["size"]
    ranked = sorted(bytes_by_path.items(), key=lambda kv: (-kv[1], kv[0]))
    for path, total in ranked:
        print(f"{path:<15}{total:>8,d} B")
    errors = [r["path"] for r in records if r["status"] >= 400]
    print("errors:", ", ".join(errors), "| bad lines:", bad)
    return len(records)


if __name__ == "__main__":
    main()

ZONE = """example.com.   3600 IN A     93.184.216.34
www            300  IN CNAME example.com.
mail           3600 IN MX    10 mail.example.com.
example.com.   3600 IN TXT   "v=spf1 -all"
api            60   IN A     10.0.0.7
api            60   IN A     10.0.0.8"""


def main() -> None:
    records = {}
    ttls = []
    for line in ZONE.splitlines():
        name, ttl, klass, rtype, data = line.split(None, 4)
        records.setdefault(rtype, []).append((name.rstrip("."), data))
        ttls.append(int(ttl))
    for rtype in sorted(records):
        entries = records[rtype]
        print(f"{rtype:<6}{len(entries)}: " + "; ".join([f"{n} -> {d}" for n, d in entries]))
    print("ttl min/max:", min(ttls), max(ttls), "distinct:", sorted(set(ttls), reverse=True))
    a_hosts = [n for n, _ in records["A"]]
    print("round-robin:", sorted({h for h in a_hosts if a_hosts.count(h) > 1}))
    octets = [list(map(int, d.split("."))) for _, d in records["A"]]
    print("private:", [o[0] == 10 for o in octets])

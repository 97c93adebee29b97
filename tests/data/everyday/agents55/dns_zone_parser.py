"""Parse a tiny DNS zone file, resolve CNAME chains and report problems."""
import re
from collections import defaultdict

ZONE = """
$ORIGIN example.com.
$TTL 3600
@       IN  A      203.0.113.10
www     IN  CNAME  @
api     IN  A      203.0.113.20
api     IN  A      203.0.113.21
docs    IN  CNAME  www
blog    IN  CNAME  ghost.example.net.
mail    IN  MX     10 mx1
mx1     IN  A      203.0.113.30
loop1   IN  CNAME  loop2
loop2   IN  CNAME  loop1
bad     IN  A      300.1.1.1
"""

RECORD = re.compile(r"^(\S+)\s+IN\s+(A|CNAME|MX)\s+(.+)$")


def fqdn(name, origin):
    if name == "@":
        return origin
    return name if name.endswith(".") else f"{name}.{origin}"


def valid_ip(ip):
    parts = ip.split(".")
    return len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 255 for p in parts)


def main():
    origin, ttl = "", 0
    records = defaultdict(list)
    for line in ZONE.strip().splitlines():
        if line.startswith("$ORIGIN"):
            origin = line.split()[1]
        elif line.startswith("$TTL"):
            ttl = int(line.split()[1])
        elif m := RECORD.match(line):
            name, rtype, data = m.groups()
            records[fqdn(name, origin)].append((rtype, data.strip()))
    print(f"origin {origin} ttl {ttl}s, {sum(map(len, records.values()))} records")
    problems = []
    for name, recs in records.items():
        for rtype, data in recs:
            if rtype == "A" and not valid_ip(data):
                problems.append(f"{name}: invalid address {data}")
    def resolve(name, seen=()):
        if name in seen:
            raise LookupError(" -> ".join(seen + (name,)))
        recs = records.get(name)
        if recs is None:
            return [f"<external {name}>"]
        cname = [d for t, d in recs if t == "CNAME"]
        if cname:
            return resolve(fqdn(cname[0], origin), seen + (name,))
        return [d for t, d in recs if t == "A"]
    for host in ["www", "docs", "api", "blog", "loop1", "mail"]:
        try:
            print(f"{host:<6} -> {', '.join(resolve(fqdn(host, origin)))}")
        except LookupError as e:
            problems.append(f"CNAME loop: {e}")
    mx = sorted((int(d.split()[0]), d.split()[1]) for t, d in records[origin + ""] + records[fqdn("mail", origin)] if t == "MX")
    print("mx:", mx)
    print("problems:", *problems, sep="\n  ")


if __name__ == "__main__":
    main()

"""Validate DNS records planned for a zone change before applying them."""
import ipaddress
import re
from collections import defaultdict

ZONE = "example.org."
PLANNED = """
@        3600  A      203.0.113.10
@        3600  AAAA   2001:db8::10
www      300   CNAME  @
api      300   A      203.0.113.300
api      300   A      198.51.100.7
mail     3600  A      192.168.1.25
@        3600  MX     10 mail
@        3600  MX     20 backup.mail.example.net.
ftp      300   CNAME  www
ftp      300   A      203.0.113.11
_sip._tcp 600  SRV    10 60 5060 sip
v6only   60    AAAA   2001:db8:0:0:0:0:0:1
bad_name 300   A      203.0.113.12
"""
LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")


def fqdn(name):
    if name == "@":
        return ZONE
    return name if name.endswith(".") else f"{name}.{ZONE}"


def validate(records):
    problems = []
    by_name = defaultdict(set)
    for name, ttl, rtype, data in records:
        by_name[fqdn(name)].add(rtype)
    for lineno, (name, ttl, rtype, data) in enumerate(records, 1):
        where = f"line {lineno} {name} {rtype}"
        labels = [l for l in fqdn(name).rstrip(".").split(".")]
        if not all(LABEL.match(l) or (rtype == "SRV" and l.startswith("_")) for l in labels):
            problems.append(f"{where}: invalid hostname label")
        if not 60 <= ttl <= 86400:
            problems.append(f"{where}: ttl {ttl} out of range")
        if rtype in ("A", "AAAA"):
            try:
                ip = ipaddress.ip_address(data)
            except ValueError as exc:
                problems.append(f"{where}: {exc}")
                continue
            if (rtype == "A") != (ip.version == 4):
                problems.append(f"{where}: wrong address family")
            if ip.is_private:
                problems.append(f"{where}: private address {ip} in public zone")
            if rtype == "AAAA" and str(ip) != data:
                problems.append(f"{where}: not canonical, use {ip.compressed}")
        if rtype == "CNAME" and len(by_name[fqdn(name)]) > 1:
            problems.append(f"{where}: CNAME must be the only record at {fqdn(name)}")
        if rtype == "MX":
            prio, host = data.split()
            if fqdn(host) not in by_name and not host.endswith("."):
                problems.append(f"{where}: MX target {host} has no records")
    return problems


def main():
    records = []
    for line in PLANNED.strip().splitlines():
        name, ttl, rtype, data = line.split(None, 3)
        records.append((name, int(ttl), rtype, data))
    problems = validate(records)
    counts = defaultdict(int)
    for _, _, rtype, _ in records:
        counts[rtype] += 1
    print(f"{len(records)} records:", ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    for p in problems:
        print(" -", p)
    net = ipaddress.ip_network("203.0.113.0/24")
    inside = [d for _, _, t, d in records if t == "A" and _safe(d) and ipaddress.ip_address(d) in net]
    print(f"{len(inside)} A records in {net} ({net.num_addresses} addresses, mask {net.netmask})")
    print("verdict:", "BLOCKED" if problems else "ready to apply")


def _safe(text):
    try:
        ipaddress.ip_address(text)
        return True
    except ValueError:
        return False


if __name__ == "__main__":
    main()

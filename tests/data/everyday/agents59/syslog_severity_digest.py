"""Parse RFC 3164-style syslog lines, decode priority into facility/severity, and digest them."""
import re
from collections import Counter, defaultdict
from datetime import datetime

SEVERITIES = ["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"]
FACILITIES = {0: "kern", 1: "user", 3: "daemon", 4: "auth", 10: "authpriv", 16: "local0"}

LINE = re.compile(
    r"<(?P<pri>\d{1,3})>(?P<ts>[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d) "
    r"(?P<host>[\w.-]+) (?P<app>[\w/.-]+)(?:\[(?P<pid>\d+)\])?: (?P<msg>.*)"
)

RAW = """\
<34>Oct 11 22:14:15 web01 sshd[4121]: Failed password for root from 10.0.0.5 port 22
<13>Oct 11 22:14:16 web01 app[88]: user login ok id=42
<34>Oct 11 22:14:20 web01 sshd[4121]: Failed password for root from 10.0.0.5 port 22
<3>Oct 11 22:15:01 db01 kernel: Out of memory: Killed process 913 (postgres)
<131>Oct  9 07:00:00 web02 cron: job backup started
garbage line without priority
<38>Oct 11 22:16:44 web02 sshd[77]: Accepted publickey for deploy from 10.0.0.9
<134>Oct 11 22:17:05 web01 nginx: GET /health 200
<34>Oct 11 22:18:30 web02 sshd[78]: Failed password for admin from 10.0.0.7 port 22
<11>Oct 11 22:19:00 db01 app[90]: replication lag 45s
<999>Oct 11 22:20:00 db01 app: bad priority
"""


def decode_pri(pri):
    if pri > 191:
        raise ValueError(f"priority {pri} out of range")
    facility, severity = divmod(pri, 8)
    return FACILITIES.get(facility, f"fac{facility}"), SEVERITIES[severity]


def parse(lines, year=2023):
    for n, line in enumerate(lines, 1):
        m = LINE.match(line)
        if not m:
            yield n, None, "unparseable"
            continue
        try:
            fac, sev = decode_pri(int(m["pri"]))
        except ValueError as e:
            yield n, None, str(e)
            continue
        ts = datetime.strptime(f"{year} {m['ts']}", "%Y %b %d %H:%M:%S")
        yield n, dict(m.groupdict(), facility=fac, severity=sev, when=ts), None


def main():
    records, problems = [], []
    for n, rec, err in parse(RAW.splitlines()):
        if err:
            problems.append((n, err))
        else:
            records.append(rec)
    print(f"parsed {len(records)} records, {len(problems)} problems")
    for n, err in problems:
        print(f"  line {n}: {err}")

    sev_counts = Counter(r["severity"] for r in records)
    print("by severity:")
    for sev in SEVERITIES:
        if sev_counts[sev]:
            print(f"  {sev:<8} {sev_counts[sev]}")

    per_host = defaultdict(Counter)
    for r in records:
        per_host[r["host"]][r["facility"]] += 1
    for host in sorted(per_host):
        parts = ", ".join(f"{k}={v}" for k, v in sorted(per_host[host].items()))
        print(f"{host}: {parts}")

    failed = re.compile(r"Failed password for (\S+) from ([\d.]+)")
    attempts = Counter()
    for r in records:
        if (m := failed.search(r["msg"])):
            attempts[m.groups()] += 1
    print("failed logins:")
    for (user, ip), count in attempts.most_common():
        print(f"  {user}@{ip}: {count}")

    urgent = [r for r in records if SEVERITIES.index(r["severity"]) <= 3]
    urgent.sort(key=lambda r: r["when"])
    print("urgent:")
    for r in urgent:
        pid = f"[{r['pid']}]" if r["pid"] else ""
        print(f"  {r['when']:%m-%d %H:%M} {r['host']} {r['app']}{pid} {r['severity'].upper()}: {r['msg']}")
    span = max(r["when"] for r in records) - min(r["when"] for r in records)
    print("time span:", span)


if __name__ == "__main__":
    main()

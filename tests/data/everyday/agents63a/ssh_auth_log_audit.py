"""Audit an sshd auth log: failed logins per address, brute-force windows, accepted keys."""
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta

LOG = """\
Mar  3 08:01:12 gw sshd[1201]: Failed password for root from 203.0.113.7 port 50122 ssh2
Mar  3 08:01:15 gw sshd[1201]: Failed password for root from 203.0.113.7 port 50122 ssh2
Mar  3 08:01:19 gw sshd[1203]: Failed password for invalid user admin from 203.0.113.7 port 50130 ssh2
Mar  3 08:02:40 gw sshd[1210]: Accepted publickey for deploy from 198.51.100.20 port 40022 ssh2: ED25519 SHA256:abc123
Mar  3 08:05:02 gw sshd[1222]: Failed password for invalid user oracle from 192.0.2.55 port 61000 ssh2
Mar  3 08:05:03 gw sshd[1222]: Failed password for invalid user test from 192.0.2.55 port 61001 ssh2
Mar  3 08:09:44 gw sshd[1230]: Accepted password for alice from 198.51.100.31 port 51515 ssh2
Mar  3 08:10:01 gw CRON[1240]: pam_unix(cron:session): session opened for user root
Mar  3 08:11:27 gw sshd[1251]: Failed password for root from 203.0.113.7 port 50200 ssh2
Mar  3 08:11:29 gw sshd[1251]: Failed password for root from 203.0.113.7 port 50200 ssh2
Mar  3 08:11:30 gw sshd[1251]: Failed password for root from 203.0.113.7 port 50200 ssh2
Mar  3 08:30:00 gw sshd[1300]: Failed password for bob from 198.51.100.31 port 52000 ssh2
Mar  3 08:30:09 gw sshd[1301]: Accepted password for bob from 198.51.100.31 port 52001 ssh2
"""

LINE_RE = re.compile(
    r"^(?P<month>\w{3})\s+(?P<day>\d+) (?P<time>[\d:]+) (?P<host>\S+) "
    r"(?P<proc>\w+)\[(?P<pid>\d+)\]: (?P<msg>.*)$"
)
FAILED_RE = re.compile(r"Failed password for (?:invalid user )?(\w+) from ([\d.]+) port (\d+)")
ACCEPTED_RE = re.compile(r"Accepted (\w+) for (\w+) from ([\d.]+)")


def parse(text, year=2024):
    events = []
    for raw in text.splitlines():
        m = LINE_RE.match(raw)
        if not m or m["proc"] != "sshd":
            continue
        stamp = datetime.strptime(f"{year} {m['month']} {m['day']} {m['time']}", "%Y %b %d %H:%M:%S")
        msg = m.group("msg")
        if f := FAILED_RE.search(msg):
            events.append(("fail", stamp, f.group(1), f.group(2), "invalid user" in msg))
        elif a := ACCEPTED_RE.search(msg):
            events.append(("ok", stamp, a.group(2), a.group(3), a.group(1)))
    return events


def bursts(times, window=timedelta(seconds=60), threshold=3):
    """Return (start, count) for every window holding at least `threshold` failures."""
    found = []
    i = 0
    for j, t in enumerate(times):
        while t - times[i] > window:
            i += 1
        if j - i + 1 >= threshold and (not found or found[-1][0] != times[i]):
            found.append((times[i], j - i + 1))
        elif found and found[-1][0] == times[i]:
            found[-1] = (times[i], j - i + 1)
    return found


def main():
    events = parse(LOG)
    fails = [e for e in events if e[0] == "fail"]
    oks = [e for e in events if e[0] == "ok"]
    print(f"{len(events)} sshd events: {len(fails)} failed, {len(oks)} accepted")

    per_ip = Counter(e[3] for e in fails)
    users = defaultdict(set)
    for _, _, user, ip, invalid in fails:
        users[ip].add(user + ("*" if invalid else ""))
    print("\nFailures by address:")
    for ip, n in per_ip.most_common():
        print(f"  {ip:<16}{n:>3}  users={','.join(sorted(users[ip]))}")

    print("\nBursts (>=3 in 60s):")
    by_ip = defaultdict(list)
    for e in fails:
        by_ip[e[3]].append(e[1])
    for ip in sorted(by_ip):
        for start, count in bursts(by_ip[ip]):
            print(f"  {ip} at {start:%H:%M:%S}: {count} attempts")

    print("\nSuccessful logins:")
    for _, stamp, user, ip, method in oks:
        prior = [f for f in fails if f[3] == ip and f[1] < stamp]
        note = f" after {len(prior)} failure(s)" if prior else ""
        print(f"  {stamp.isoformat(sep=' ')} {user}@{ip} via {method}{note}")

    span = events[-1][1] - events[0][1]
    print(f"\nLog span: {span} ({span.total_seconds() / 60:.1f} min)")
    return per_ip.most_common(1)[0]


if __name__ == "__main__":
    main()

"""Analyse an nginx-style access log with a verbose regex and named groups."""
import re
from collections import Counter

LOG = """\
203.0.113.5 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Mozilla/5.0"
203.0.113.5 - - [10/Oct/2024:13:55:37 +0000] "GET /static/app.js HTTP/1.1" 304 0 "https://ex.com/" "Mozilla/5.0"
198.51.100.23 - alice [10/Oct/2024:13:56:01 +0000] "POST /api/login HTTP/1.1" 401 87 "-" "curl/8.4.0"
198.51.100.23 - alice [10/Oct/2024:13:56:05 +0000] "POST /api/login HTTP/1.1" 200 412 "-" "curl/8.4.0"
192.0.2.44 - - [10/Oct/2024:13:57:12 +0000] "GET /api/users?id=7&token=abc123 HTTP/1.1" 500 19 "-" "python-requests/2.31"
garbage line that does not match
192.0.2.44 - - [10/Oct/2024:13:58:40 +0000] "DELETE /api/users/7 HTTP/2.0" 204 0 "-" "python-requests/2.31"
"""

LINE_RE = re.compile(r"""
    ^(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+-\s+
    (?P<user>\S+)\s+
    \[(?P<day>\d{2})/(?P<mon>\w{3})/(?P<year>\d{4}):(?P<time>[\d:]+)\s(?P<tz>[+-]\d{4})\]\s+
    "(?P<method>[A-Z]+)\s(?P<path>\S+)\s(?P<proto>HTTP/[\d.]+)"\s+
    (?P<status>\d{3})\s(?P<size>\d+)   # status and bytes
    \s+"(?P<ref>[^"]*)"\s+"(?P<agent>[^"]*)"$
""", re.VERBOSE | re.MULTILINE)

SECRET_RE = re.compile(r"(?P<key>token|password)=(?P<value>[^&\s]+)", re.IGNORECASE)


def redact(match):
    value = match.group("value")
    return f"{match.group('key')}={value[:2]}{'*' * (len(value) - 2)}"


def main():
    status_counts = Counter()
    bytes_by_ip = Counter()
    for m in LINE_RE.finditer(LOG):
        d = m.groupdict()
        status_counts[d["status"][0] + "xx"] += 1
        bytes_by_ip[d["ip"]] += int(d["size"])
        path = SECRET_RE.sub(redact, d["path"])
        user = None if d["user"] == "-" else d["user"]
        print(f"{d['time']} {d['method']:6} {path:40} {d['status']} user={user} span={m.span('path')}")
    print(status_counts.most_common())
    print(sorted(bytes_by_ip.items(), key=lambda kv: -kv[1]))

    unmatched = [ln for ln in LOG.splitlines() if not LINE_RE.match(ln)]
    print("unmatched:", unmatched)

    agents = re.findall(r'"([^"]+)"$', LOG, flags=re.M)
    print(sorted(set(agents)))
    print(re.sub(r"\d+\.\d+\.\d+\.(\d+)", r"x.x.x.\1", LOG.splitlines()[0]))
    print(re.split(r"\s*[;,]\s*", "a, b;c ,d"))
    print(re.subn(r"(?i)get", "FETCH", "GET get Get"))
    m = re.search(r"(?P<a>\d+)-(?P<b>\d+)?", "range 10-")
    print(m.group(0), m.groups(), m.groups("none"), m.groupdict(), m.lastgroup, m.lastindex)
    print(LINE_RE.groupindex["status"], LINE_RE.groups, bool(LINE_RE.flags & re.VERBOSE))
    try:
        re.compile(r"(?P<x>a)(?P<x>b)")
    except re.error as err:
        print("re.error:", err)


if __name__ == "__main__":
    main()

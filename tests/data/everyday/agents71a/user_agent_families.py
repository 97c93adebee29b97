"""Classify User-Agent strings into browser / OS / device families and tabulate."""
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

AGENTS = """
Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36
Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67
Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15
Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1
Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36
Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0
Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)
curl/8.6.0
python-requests/2.31.0
Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1
Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko
"""

# order matters: the first matching rule wins
BROWSER_RULES = [
    ("bot", re.compile(r"(?P<name>\w*bot)/(?P<ver>[\d.]+)", re.I)),
    ("Edge", re.compile(r"Edg/(?P<ver>[\d.]+)")),
    ("Chrome iOS", re.compile(r"CriOS/(?P<ver>[\d.]+)")),
    ("Chrome", re.compile(r"Chrome/(?P<ver>[\d.]+)")),
    ("Firefox", re.compile(r"Firefox/(?P<ver>[\d.]+)")),
    ("Safari", re.compile(r"Version/(?P<ver>[\d.]+).*Safari/")),
    ("IE", re.compile(r"Trident/.*rv:(?P<ver>[\d.]+)")),
    ("tool", re.compile(r"^(?P<name>[\w-]+)/(?P<ver>[\d.]+)$")),
]
OS_RULES = [
    (r"iPhone OS (\d+)_(\d+)", "iOS {}.{}"), (r"CPU OS (\d+)_(\d+)", "iPadOS {}.{}"),
    (r"Android (\d+)", "Android {}"), (r"Mac OS X (\d+)_(\d+)", "macOS {}.{}"),
    (r"Windows NT 10\.0", "Windows 10/11"), (r"Windows NT 6\.1", "Windows 7"), (r"Linux", "Linux"),
]


@dataclass(frozen=True)
class Agent:
    browser: str
    major: int | None
    os: str
    device: str


def classify(ua: str) -> Agent:
    browser, major = "unknown", None
    for name, rx in BROWSER_RULES:
        if m := rx.search(ua):
            browser = m.groupdict().get("name") or name
            major = int(m["ver"].split(".")[0])
            break
    os_name = next((fmt.format(*m.groups()) for rx, fmt in OS_RULES if (m := re.search(rx, ua))), "other")
    if "bot" in browser.lower() or browser in ("curl", "python-requests"):
        device = "automated"
    elif "iPad" in ua:
        device = "tablet"
    elif "Mobile" in ua:
        device = "phone"
    else:
        device = "desktop"
    return Agent(browser, major, os_name, device)


def main():
    parsed = [classify(line) for line in AGENTS.strip().splitlines()]
    for a in parsed:
        ver = f"{a.major}" if a.major is not None else "?"
        print(f"{a.browser:<16}{ver:>4}  {a.os:<14}{a.device}")
    print()
    devices = Counter(a.device for a in parsed)
    total = len(parsed)
    for device, n in devices.most_common():
        print(f"{device:<10}{n:>3} {n / total:>6.1%} {'▇' * (n * 2)}")
    versions = defaultdict(set)
    for a in parsed:
        if a.major:
            versions[a.browser].add(a.major)
    print("versions:", {b: sorted(v) for b, v in sorted(versions.items())})
    humans = [a for a in parsed if a.device != "automated"]
    print(f"humans {len(humans)}/{total}; distinct OS: {len({a.os for a in humans})}")
    print("unique agents:", len(set(parsed)), "| hashable:", hash(parsed[0]) == hash(classify(AGENTS.split(chr(10))[1])))
    return devices["automated"]


if __name__ == "__main__":
    main()

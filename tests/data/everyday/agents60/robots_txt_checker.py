"""Parse a robots.txt file and decide whether crawlers may fetch given URLs."""
import re
from dataclasses import dataclass, field
from urllib.parse import urlsplit

ROBOTS = """\
# example robots file
User-agent: *
Disallow: /private/
Disallow: /tmp
Allow: /private/press/
Disallow: /*.pdf$
Crawl-delay: 5

User-agent: GoodBot
User-agent: FriendlyBot
Allow: /
Disallow: /admin

User-agent: BadBot
Disallow: /

Sitemap: https://example.com/sitemap.xml
"""


@dataclass
class Group:
    agents: list = field(default_factory=list)
    rules: list = field(default_factory=list)  # (allow, pattern)
    delay: float | None = None


def parse(text: str):
    groups, sitemaps = [], []
    current = None
    last_was_agent = False
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line or ":" not in line:
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        key = key.lower()
        if key == "user-agent":
            if not last_was_agent:
                current = Group()
                groups.append(current)
            current.agents.append(value.lower())
            last_was_agent = True
            continue
        last_was_agent = False
        if key == "sitemap":
            sitemaps.append(value)
        elif key in ("allow", "disallow") and current is not None:
            current.rules.append((key == "allow", value))
        elif key == "crawl-delay" and current is not None:
            current.delay = float(value)
    return groups, sitemaps


def to_regex(pattern: str):
    anchored = pattern.endswith("$")
    body = re.escape(pattern.rstrip("$")).replace(r"\*", ".*")
    return re.compile(body + ("$" if anchored else ""))


def allowed(groups, agent: str, url: str) -> bool:
    path = urlsplit(url).path or "/"
    agent = agent.lower()
    group = next((g for g in groups if agent in g.agents), None) or next(g for g in groups if "*" in g.agents)
    best = (-1, True)
    for allow, pattern in group.rules:
        if pattern and to_regex(pattern).match(path):
            best = max(best, (len(pattern), allow))
    return best[1]


def main():
    groups, sitemaps = parse(ROBOTS)
    for g in groups:
        print(f"agents={g.agents} rules={len(g.rules)} delay={g.delay}")
    print("sitemaps:", sitemaps)
    urls = ["https://example.com/", "https://example.com/private/data", "https://example.com/private/press/kit",
            "https://example.com/tmpfiles/x", "https://example.com/docs/manual.pdf",
            "https://example.com/docs/manual.pdf?v=2", "https://example.com/admin/login"]
    for agent in ["Mozilla", "GoodBot", "BadBot"]:
        print(agent)
        for url in urls:
            verdict = "allow" if allowed(groups, agent, url) else "DENY"
            print(f"  {verdict:<5} {urlsplit(url).path}")


if __name__ == "__main__":
    main()

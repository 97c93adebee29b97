import json
import re

LOG = """2026-12-01 10:00:01 INFO user=alice action=login
2026-12-01 10:02:13 WARN user=bob action=retry attempts=3
2026-12-01 10:05:40 ERROR user=alice action=upload size=12.5MB
2026-12-01 10:07:00 INFO user=carol action=logout"""

LINE = re.compile(r"^(\S+) (\S+) (?P<level>[A-Z]+) (?P<rest>.*)$", re.MULTILINE)


def main():
    by_level = {}
    users = set()
    for m in LINE.finditer(LOG):
        by_level[m.group("level")] = by_level.get(m.group("level"), 0) + 1
        fields = dict(re.findall(r"(\w+)=(\S+)", m.group("rest")))
        users.add(fields["user"])
    report = {"levels": by_level, "users": sorted(users), "errors": re.findall(r"ERROR .*", LOG)}
    text = json.dumps(report, indent=2)
    print(text)
    print(json.loads(text) == report, re.sub(r"\b(\d{2}):(\d{2}):\d{2}\b", r"\1h\2", LOG.splitlines()[0]))
    try:
        json.loads(text[:-1])
    except json.JSONDecodeError as e:
        print("truncated:", e.msg, e.lineno, e.colno)


if __name__ == "__main__":
    main()

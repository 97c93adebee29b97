import re

LINES = [
    "2024-05-01T12:00:03Z level=INFO user=alice msg=\"login ok\" ms=12",
    "2024-05-01T12:00:09Z level=WARN user=bob msg=\"slow query\" ms=950",
    "garbage",
    "2024-05-01T12:01:40Z level=ERROR user=carol msg=\"db down\" ms=3001",
]

PAIR = re.compile(r'(\w+)=("[^"]*"|\S+)')
STAMP = re.compile(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z")


def parse(line):
    m = STAMP.match(line)
    if not m:
        return None
    fields = {k: v.strip('"') for k, v in PAIR.findall(line)}
    fields["time"] = ":".join(m.groups()[3:])
    return fields


def main():
    for line in LINES:
        rec = parse(line)
        if rec is None:
            print("skip:", line)
            continue
        print(f"{rec['time']} {rec['level']:<5} {rec['user']:<6} {int(rec['ms']):>5}ms {rec['msg']}")
    print(re.sub(r"\d", "#", "card 4111-1111"), re.split(r"[,;]\s*", "a, b;c"))
    print(re.findall(r"\b[A-Z]{4,5}\b", " ".join(LINES)))
    return bool(re.search(r"ERROR", LINES[-1]))


if __name__ == "__main__":
    main()

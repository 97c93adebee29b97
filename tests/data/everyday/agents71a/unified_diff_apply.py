"""Apply a unified diff to an original text, checking context lines."""
import re
from dataclasses import dataclass, field

ORIGINAL = """\
[server]
host = 0.0.0.0
port = 8080
workers = 2

[logging]
level = info
format = plain
file = /var/log/app.log

[cache]
backend = memory
ttl = 60
"""

PATCH = """\
--- a/app.ini
+++ b/app.ini
@@ -2,3 +2,4 @@
 host = 0.0.0.0
-port = 8080
-workers = 2
+port = 9090
+workers = 4
+timeout = 30
@@ -7,3 +8,3 @@
 level = info
-format = plain
+format = json
 file = /var/log/app.log
@@ -12,2 +13,3 @@
 backend = memory
-ttl = 60
+ttl = 300
+max_items = 1000
"""

HUNK_RE = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    lines: list[tuple[str, str]] = field(default_factory=list)


def parse_patch(text: str) -> tuple[str, str, list[Hunk]]:
    lines = text.splitlines()
    old_name = lines[0][4:].strip()
    new_name = lines[1][4:].strip()
    hunks: list[Hunk] = []
    for line in lines[2:]:
        if m := HUNK_RE.match(line):
            a, b, c, d = m.groups()
            hunks.append(Hunk(int(a), int(b or 1), int(c), int(d or 1)))
        elif line[:1] in (" ", "+", "-"):
            hunks[-1].lines.append((line[0], line[1:]))
        else:
            raise ValueError(f"unexpected patch line: {line!r}")
    return old_name, new_name, hunks


def apply(original: str, hunks: list[Hunk]) -> list[str]:
    src = original.splitlines()
    out: list[str] = []
    cursor = 0
    for n, hunk in enumerate(hunks, 1):
        start = hunk.old_start - 1
        out.extend(src[cursor:start])
        cursor = start
        for op, text in hunk.lines:
            if op in " -":
                if src[cursor] != text:
                    raise ValueError(f"hunk {n}: expected {text!r}, found {src[cursor]!r}")
                cursor += 1
            if op in " +":
                out.append(text)
        removed = sum(1 for op, _ in hunk.lines if op == "-")
        added = sum(1 for op, _ in hunk.lines if op == "+")
        print(f"hunk {n}: @{hunk.old_start} -{removed} +{added}")
    out.extend(src[cursor:])
    return out


def main():
    old_name, new_name, hunks = parse_patch(PATCH)
    print(f"patching {old_name} -> {new_name} ({len(hunks)} hunks)")
    result = apply(ORIGINAL, hunks)
    for i, line in enumerate(result, 1):
        print(f"{i:>3} | {line}")
    before = len(ORIGINAL.splitlines())
    print(f"lines: {before} -> {len(result)} ({len(result) - before:+d})")
    try:
        bad = Hunk(3, 1, 3, 1, [("-", "port = 1234"), ("+", "port = 1")])
        apply(ORIGINAL, [bad])
    except ValueError as exc:
        print("rejected:", exc)
    return len(result)


if __name__ == "__main__":
    main()

import re
from dataclasses import dataclass, field

DIFF = """\
--- a/app/config.py
+++ b/app/config.py
@@ -1,6 +1,7 @@
 import os
-DEBUG = True
+DEBUG = False
+LOG_LEVEL = "INFO"
 PORT = 8080
 HOST = "0.0.0.0"
 
@@ -20,4 +21,3 @@ def load():
     data = read()
-    print("loading")
     return data
 
--- a/README.md
+++ b/README.md
@@ -3,2 +3,3 @@
 Install with pip.
+Run with `make serve`.
 
"""

HUNK_RE = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$")


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    section: str
    lines: list = field(default_factory=list)


@dataclass
class FilePatch:
    old: str
    new: str
    hunks: list = field(default_factory=list)


def parse(text):
    files = []
    for line in text.splitlines():
        if line.startswith("--- "):
            files.append(FilePatch(line[4:], ""))
        elif line.startswith("+++ "):
            files[-1].new = line[4:]
        elif m := HUNK_RE.match(line):
            a, b, c, d, sec = m.groups()
            files[-1].hunks.append(Hunk(int(a), int(b or 1), int(c), int(d or 1), sec.strip()))
        else:
            files[-1].hunks[-1].lines.append(line)
    return files


def check(fp):
    problems = []
    for h in fp.hunks:
        old = sum(1 for ln in h.lines if ln[:1] in (" ", "-", ""))
        new = sum(1 for ln in h.lines if ln[:1] in (" ", "+", ""))
        if (old, new) != (h.old_len, h.new_len):
            problems.append(f"hunk @{h.old_start}: counted {old},{new} header {h.old_len},{h.new_len}")
    return problems


def reverse(fp):
    out = [f"--- {fp.new.replace('b/', 'a/', 1)}", f"+++ {fp.old.replace('a/', 'b/', 1)}"]
    flip = {"+": "-", "-": "+"}
    for h in fp.hunks:
        tail = f" {h.section}" if h.section else ""
        out.append(f"@@ -{h.new_start},{h.new_len} +{h.old_start},{h.old_len} @@{tail}")
        out.extend(flip.get(ln[:1], ln[:1]) + ln[1:] for ln in h.lines)
    return out


def main():
    files = parse(DIFF)
    for fp in files:
        adds = sum(ln.startswith("+") for h in fp.hunks for ln in h.lines)
        dels = sum(ln.startswith("-") for h in fp.hunks for ln in h.lines)
        print(f"{fp.new[2:]}: {len(fp.hunks)} hunk(s) +{adds} -{dels} {'+' * adds}{'-' * dels}")
        for p in check(fp):
            print("  problem:", p)
    print("=== reversed ===")
    for fp in files:
        for ln in reverse(fp):
            print(repr(ln) if ln.endswith(" ") or not ln else ln)
    return len(files)


if __name__ == "__main__":
    main()

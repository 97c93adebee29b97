"""Parse a unified diff into files and hunks, validate line counts and summarise churn."""
import re
from dataclasses import dataclass, field
from typing import List

DIFF = """\
diff --git a/src/app.py b/src/app.py
--- a/src/app.py
+++ b/src/app.py
@@ -1,5 +1,6 @@
 import os
+import sys
 
 def main():
-    print("hi")
+    print("hello")
     return 0
@@ -20,3 +21,2 @@ def helper():
     x = 1
-    y = 2
     return x
diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -3,2 +3,4 @@
 ## Usage
+Run `app`.
+
 More soon.
diff --git a/old.txt b/old.txt
--- a/old.txt
+++ /dev/null
@@ -1,2 +0,0 @@
-gone
-forever
"""

HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$")


class DiffError(ValueError):
    pass


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    context: str
    lines: List[str] = field(default_factory=list)

    def counts(self):
        old = sum(1 for l in self.lines if l[:1] in (" ", "-"))
        new = sum(1 for l in self.lines if l[:1] in (" ", "+"))
        return old, new


@dataclass
class FileDiff:
    old: str
    new: str
    hunks: List[Hunk] = field(default_factory=list)

    @property
    def status(self):
        if self.new == "/dev/null":
            return "deleted"
        if self.old == "/dev/null":
            return "added"
        return "modified"

    def churn(self):
        added = sum(l.startswith("+") for h in self.hunks for l in h.lines)
        removed = sum(l.startswith("-") for h in self.hunks for l in h.lines)
        return added, removed


def parse(text):
    files = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if line.startswith("diff --git"):
            continue
        if line.startswith("--- "):
            files.append(FileDiff(line[4:].removeprefix("a/"), ""))
        elif line.startswith("+++ "):
            files[-1].new = line[4:].removeprefix("b/")
        elif (m := HUNK.match(line)):
            a, b, c, d, ctx = m.groups()
            files[-1].hunks.append(Hunk(int(a), int(b or 1), int(c), int(d or 1), ctx))
        elif line[:1] in (" ", "+", "-") or line == "":
            files[-1].hunks[-1].lines.append(line or " ")
        else:
            raise DiffError(f"line {lineno}: unexpected {line!r}")
    for f in files:
        for h in f.hunks:
            if h.counts() != (h.old_len, h.new_len):
                raise DiffError(f"{f.new}: hunk @{h.old_start} says {(h.old_len, h.new_len)}, has {h.counts()}")
    return files


def main():
    files = parse(DIFF)
    total_add = total_del = 0
    for f in files:
        add, rem = f.churn()
        total_add += add
        total_del += rem
        print(f"{f.status:<9} {f.old if f.status == 'deleted' else f.new}: +{add} -{rem} in {len(f.hunks)} hunk(s)")
        for h in f.hunks:
            where = f" ({h.context})" if h.context else ""
            print(f"    old {h.old_start}..{h.old_start + h.old_len - 1} new {h.new_start}..{h.new_start + h.new_len - 1}{where}")
    print(f"{len(files)} files changed, {total_add} insertions(+), {total_del} deletions(-)")
    bad = DIFF.replace("@@ -3,2 +3,4 @@", "@@ -3,2 +3,5 @@")
    try:
        parse(bad)
    except DiffError as e:
        print("invalid diff:", e)
    try:
        parse("hello\n")
    except (DiffError, IndexError) as e:
        print(type(e).__name__, e)


if __name__ == "__main__":
    main()

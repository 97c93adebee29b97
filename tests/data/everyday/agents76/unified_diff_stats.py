"""Summarise a unified diff: files touched, lines added/removed, hunks per file."""
import re
from dataclasses import dataclass, field

DIFF = """\
diff --git a/src/app.py b/src/app.py
index 3b18e51..a9c0f2d 100644
--- a/src/app.py
+++ b/src/app.py
@@ -1,5 +1,6 @@
 import os
+import sys
 
 def main():
-    print("hi")
+    print("hello")
+    return 0
@@ -20,3 +21,2 @@ def helper():
-    x = 1
-    y = 2
+    x, y = 1, 2
diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -10 +10 @@
-Old title
+New title
diff --git a/old.txt b/old.txt
deleted file mode 100644
--- a/old.txt
+++ /dev/null
@@ -1,2 +0,0 @@
-line one
-line two
"""

HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$")


@dataclass
class FileStat:
    path: str
    added: int = 0
    removed: int = 0
    hunks: list[tuple[int, int, int, int]] = field(default_factory=list)
    deleted: bool = False

    @property
    def churn(self) -> int:
        return self.added + self.removed


def parse_diff(text: str) -> list[FileStat]:
    files: list[FileStat] = []
    current = None
    for line in text.splitlines():
        if line.startswith("diff --git "):
            path = line.split(" b/", 1)[1]
            current = FileStat(path)
            files.append(current)
        elif line.startswith("+++ ") and line.endswith("/dev/null"):
            current.deleted = True
        elif line.startswith(("+++", "---", "index ", "deleted file")):
            continue
        elif m := HUNK.match(line):
            a, b, c, d, _ctx = m.groups()
            current.hunks.append((int(a), int(b or 1), int(c), int(d or 1)))
        elif line.startswith("+"):
            current.added += 1
        elif line.startswith("-"):
            current.removed += 1
    return files


def main():
    files = parse_diff(DIFF)
    width = max(len(f.path) for f in files)
    for f in sorted(files, key=lambda f: (-f.churn, f.path)):
        bar = "+" * f.added + "-" * f.removed
        flag = " (deleted)" if f.deleted else ""
        print(f"{f.path:<{width}} | {f.churn:>3} {bar}{flag}")
        for a, b, c, d in f.hunks:
            print(f"{'':<{width}}   @@ -{a},{b} +{c},{d} (net {d - b:+d})")
    added = sum(f.added for f in files)
    removed = sum(f.removed for f in files)
    print(f"{len(files)} files changed, {added} insertions(+), {removed} deletions(-)")
    return added - removed


if __name__ == "__main__":
    main()

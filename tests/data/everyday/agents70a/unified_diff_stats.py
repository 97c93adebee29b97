import re
from dataclasses import dataclass, field

DIFF = """\
diff --git a/src/app.py b/src/app.py
index 3b18e51..a9c2f10 100644
--- a/src/app.py
+++ b/src/app.py
@@ -1,6 +1,7 @@
 import os
+import sys
 
 def main():
-    print("hello")
+    print("hello, world")
+    return 0
 
@@ -20,4 +21,3 @@ def helper():
     x = 1
-    y = 2
-    return x + y
+    return x
diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -3 +3,2 @@
-Old title
+New title
+=========
diff --git a/old.txt b/old.txt
deleted file mode 100644
--- a/old.txt
+++ /dev/null
@@ -1,2 +0,0 @@
-line one
-line two
"""

HUNK_RE = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$")


@dataclass
class FileStat:
    path: str
    added: int = 0
    removed: int = 0
    hunks: list[tuple[int, int]] = field(default_factory=list)
    deleted: bool = False


def parse(diff: str) -> list[FileStat]:
    files: list[FileStat] = []
    cur: FileStat | None = None
    for line in diff.splitlines():
        if line.startswith("diff --git"):
            cur = FileStat(line.split()[-1][2:])
            files.append(cur)
        elif cur is None:
            continue
        elif line.startswith("deleted file"):
            cur.deleted = True
        elif line.startswith(("---", "+++", "index")):
            continue
        elif m := HUNK_RE.match(line):
            old_len = int(m.group(2)) if m.group(2) is not None else 1
            cur.hunks.append((int(m.group(1)), old_len))
        elif line.startswith("+"):
            cur.added += 1
        elif line.startswith("-"):
            cur.removed += 1
    return files


def main():
    files = parse(DIFF)
    width = max(len(f.path) for f in files)
    for f in files:
        bar = "+" * f.added + "-" * f.removed
        flag = " (deleted)" if f.deleted else ""
        print(f" {f.path:<{width}} | {f.added + f.removed:>3} {bar}{flag}")
    adds = sum(f.added for f in files)
    dels = sum(f.removed for f in files)
    print(f" {len(files)} files changed, {adds} insertions(+), {dels} deletions(-)")
    for f in files:
        print(f.path, "hunks at", [start for start, _ in f.hunks])
    return adds - dels


if __name__ == "__main__":
    main()

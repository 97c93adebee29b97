"""Match file paths against .gitignore-style patterns with fnmatch and a custom ** rule."""
import fnmatch
import re

PATHS = [
    "src/main.rs", "src/lib/util.rs", "target/debug/app", "README.md", "docs/guide.md",
    "docs/img/logo.png", "build.log", "logs/2024/app.log", ".env", "src/.env.example",
    "node_modules/left-pad/index.js", "tests/data/sample.json",
]

IGNORE = """
# build output
target/
*.log
!build.log
.env
node_modules/
docs/**/*.png
"""


def compile_rule(pattern):
    negate = pattern.startswith("!")
    pattern = pattern.lstrip("!")
    directory = pattern.endswith("/")
    pattern = pattern.rstrip("/")
    if "**" in pattern:
        regex = re.escape(pattern).replace(r"\*\*/", "(?:.*/)?").replace(r"\*", "[^/]*")
        rx = re.compile(regex + "$")
        match = rx.match
    elif "/" in pattern:
        match = lambda p: fnmatch.fnmatch(p, pattern)
    else:
        match = lambda p: any(fnmatch.fnmatch(part, pattern) for part in p.split("/"))
    if directory:
        base = match
        match = lambda p: any(base("/".join(p.split("/")[:i])) for i in range(1, p.count("/") + 1))
    return negate, match


def main():
    rules = [(line, *compile_rule(line)) for line in IGNORE.splitlines() if line and not line.startswith("#")]
    kept, ignored = [], []
    for path in PATHS:
        verdict, why = False, None
        for text, negate, match in rules:
            if match(path):
                verdict, why = not negate, text
        (ignored if verdict else kept).append((path, why))
    print("ignored:")
    for path, why in ignored:
        print(f"  {path:<32} ({why})")
    print("kept:")
    for path, why in kept:
        print(f"  {path}" + (f"  (re-included by {why})" if why else ""))
    print(fnmatch.filter(PATHS, "*.md"), fnmatch.fnmatchcase("A.MD", "*.md"))


if __name__ == "__main__":
    main()

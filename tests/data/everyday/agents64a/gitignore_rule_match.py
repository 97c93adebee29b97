"""Decide which files a .gitignore-like rule list excludes, using fnmatch."""
import fnmatch
import re

RULES = """
# build output
*.pyc
build/
/dist
!important.log
*.log
docs/_build/*
[Tt]humbs.db
cache-??
"""

FILES = [
    "src/app.py", "src/app.pyc", "build/lib/x.py", "dist/pkg.whl", "lib/dist/x",
    "logs/debug.log", "important.log", "docs/_build/index.html", "docs/index.rst",
    "Thumbs.db", "sub/thumbs.db", "cache-01", "cache-123", "README.md",
]


def parse_rules(text):
    rules = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        anchored = line.startswith("/")
        directory = line.endswith("/")
        rules.append((line.strip("/"), negate, anchored, directory))
    return rules


def rule_matches(path, pattern, anchored, directory):
    parts = path.split("/")
    if directory:
        return any(fnmatch.fnmatchcase(p, pattern) for p in parts[:-1])
    if anchored:
        return fnmatch.fnmatchcase(parts[0], pattern) or fnmatch.fnmatchcase(path, pattern)
    if "/" in pattern:
        return fnmatch.fnmatchcase(path, pattern)
    return fnmatch.fnmatchcase(parts[-1], pattern)


def ignored(path, rules):
    result = False
    for pattern, negate, anchored, directory in rules:
        if rule_matches(path, pattern, anchored, directory):
            result = not negate
    return result


def main():
    rules = parse_rules(RULES)
    for r in rules:
        print("rule:", r)
    kept, dropped = [], []
    for path in FILES:
        (dropped if ignored(path, rules) else kept).append(path)
    print("kept:", kept)
    print("dropped:", dropped)

    print(fnmatch.filter(FILES, "*.py"))
    print(fnmatch.filter(FILES, "*/*.py"))
    print(fnmatch.fnmatch("README.MD", "*.md"), fnmatch.fnmatchcase("README.MD", "*.md"))
    print(fnmatch.fnmatchcase("a[b]c", "a[[]b]c"), fnmatch.fnmatchcase("x!", "x[!a-z]"))
    print(fnmatch.translate("*.py"))
    print(fnmatch.translate("data-?[0-9].csv"))
    rx = re.compile(fnmatch.translate("report_*.txt"))
    print([f for f in ["report_1.txt", "report_.txt", "report.txt", "xreport_2.txt"] if rx.match(f)])


if __name__ == "__main__":
    main()

"""Show the regex `fnmatch.translate` makes of shell patterns and use it to filter names."""
import fnmatch
import re

PATTERNS = [
    "*.py", "data-?[0-9].csv", "[!a-c]x", "[]]", "[!]]", "[a-]", "[-a]", "[z-a]", "[!z-a]", "a[b",
    "[a-cx-z]", "*a*b*c", "a*", "*", "**x", "[\\]", "[a&&b]", "[^x]", "[[]", "x.y+z", "[a-c-e]",
    "[!]", "caf\u00e9*", "a b", "[a|~]", "*.tar.gz", "report_*_[0-9][0-9].txt", "??", "*[!/]",
]
NAMES = ["main.py", "data-a7.csv", "dx", "]", "ax", "-", "b", "report_q1_07.txt", "ab", "x.y+z", "archive.tar.gz", "a/"]


def main():
    for pat in PATTERNS:
        rx = fnmatch.translate(pat)
        compiled = re.compile(rx)
        hits = [n for n in NAMES if compiled.match(n)]
        same = hits == fnmatch.filter(NAMES, pat)
        print(f"{pat!r:28} {rx:40} {hits} {same}")


if __name__ == "__main__":
    main()

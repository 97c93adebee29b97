"""Shell patterns with classes, negation and literal brackets: translate, fnmatch, filter (no `import re`)."""
import fnmatch
def main():
    pats = ["*.py", "[!a]*", "[]x]?", "[", "a[!]b", "[a-c]*[!x-z]", "**x*y*", "x[", "[!", "[]", "a*b*c", "*", "?[^q]", "[[]"]
    names = ["a.py", "b", "]q", "[", "a]b", "a!b", "bzz", "cat", "xy", "x[", "[!", "[]", "abc", "aXbYc", "[z"]
    for p in pats:
        print(repr(p), fnmatch.translate(p), [n for n in names if fnmatch.fnmatch(n, p)], fnmatch.filter(names, p))

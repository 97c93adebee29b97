"""Rewrite log fields with a match's expand() and read a pattern's and match's attributes."""
import re

LINE = re.compile(r"(?P<ip>\d+\.\d+\.\d+\.\d+) (?P<method>GET|POST) (?P<path>\S+)(?: (?P<status>\d{3}))?")


def main():
    for text in ("10.0.0.1 GET /index.html 200", "10.0.0.2 POST /api", "junk"):
        m = LINE.match(text)
        if m is None:
            print("no match:", text)
            continue
        print(m.expand(r"\g<method> \g<path> from \1 [\g<status>]"), m.lastgroup, m.lastindex)
        print(m.expand(r"\g<0>|\4|tab:\t|nl:\n|back:\\"), m.re is LINE, m.re.groups)
    print(LINE.groups, LINE.flags, LINE.pattern[:10])
    m = re.search(r"(a)(b)?", "xa")
    print(repr(m.expand(r"\1-\2-")), m.expand(template=r"<\g<1>>"))
    for bad in (r"\3", r"\q", r"\g<nope>", r"\g<1", 5, None):
        try:
            print(m.expand(bad))
        except (re.error, IndexError, TypeError) as err:
            print(type(err).__name__, err)
    for call in (lambda: m.expand(), lambda: m.expand("a", "b"), lambda: m.expand(tmpl="x")):
        try:
            call()
        except TypeError as err:
            print("TypeError", err)


if __name__ == "__main__":
    main()

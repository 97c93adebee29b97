# Scans whose pattern starts with one character to read (a letter, a class, `.`, a group
# around one): `findall`, `finditer`, `sub`, `subn`, `split` and `search` over texts where most
# positions cannot start a match, empty matches, `pos`/`endpos`, ignoring case, and a scan
# that finds nothing.
import re

TEXT = "contact ann.x@host1.com on 2023-01-05, bob@site.org on 2024-11-30; eve@a.net. Done 1999-12-31!"


def main() -> None:
    email = re.compile(r"([a-z0-9._]+)@([a-z0-9]+)\.(com|org|net)")
    date = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
    print(email.findall(TEXT))
    print([m.groups() for m in date.finditer(TEXT)], [m.span() for m in date.finditer(TEXT)])
    print(date.sub(r"\3/\2/\1", TEXT))
    print(email.subn("<\\2>", TEXT), email.sub(lambda m: m.group(1)[:2] + "***@" + m.group(2), TEXT))
    print(re.sub(r"([a-z]+)@", lambda m: m.group(1).upper() + "#", TEXT))
    print(re.split(r"[,;.!] ?", TEXT))
    print(re.split(r"(o)", "foo boo zoo"), re.split(r"x*", "axbc"))
    print(re.findall(r"o*", "foo boo"), re.findall(r".", "ab\nc"), re.findall(r"(?s).", "a\nb"))
    print(re.findall(r"q", TEXT), re.search(r"Z", TEXT), re.search(r"D.ne", TEXT))
    print(re.findall(r"[A-Z]\w+", TEXT), re.findall(r"(?i)[d]one", TEXT), re.findall(r"(?i)CON", TEXT))
    print(date.search(TEXT, 40), date.search(TEXT, 10, 30), date.findall(TEXT, 0, 60))
    print(re.findall(r"\d", "a1b22c333"), re.findall(r"(\d)(\d)?", "a1b22c333"))
    print(re.findall(r"a|b", "cabbage"), re.findall(r"(?=a)", "banana"), re.findall(r"\bh\w*", "he hit hay"))
    print(re.sub(r"e", "E", "eerie"), re.sub(r"(e)", r"[\1]", "eerie", count=2), re.subn(r".", "-", ""))
    print(re.match(r"c", TEXT), re.match(r"x", TEXT), re.fullmatch(r"\w+", "abc"), re.search(r"\d+$", "ab12"))
    print(re.findall(r"$", "ab"), re.findall(r"^", "ab\ncd", re.M), re.findall(r".$", "ab\ncd\n", re.M))
    try:
        re.findall(r"(a", "aaa")
    except re.error as exc:
        print("error:", exc)

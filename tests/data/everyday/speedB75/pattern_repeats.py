# Patterns repeating one character, class or dot (greedy, lazy, counted, case-insensitive,
# non-ASCII), scanned over a log the way a report script would: every match, its groups and
# spans, substitutions and splits are as CPython's `re` finds them.
import re

LOG = """2024-03-01 12:00:07 INFO  user=ann.lee@example.org  took 15ms  path=/api/v1/items
2024-03-01 12:00:09 WARN  user=BOB@Example.COM  took 1503ms  path=/api/v1/items/42?x=1
2024-03-02 08:15:00 ERROR user=zoë@exämple.de  took 7ms  path=/ñandú/über
2024-03-02 08:15:01 INFO  user=no-at-sign  took ms  path=
2024-03-02 08:16:30 INFO  user=c@d.io took   99ms path=/a//b"""


def show(label, value):
    print(f"{label}: {value!r}")


def main():
    emails = re.findall(r"([\w.]+)@([\w.]+)\.([a-z]{2,3})\b", LOG)
    show("emails", emails)
    show("emails nocase", re.findall(r"(?i)([a-z.]+)@([a-z]+)\.(com|org)", LOG))
    show("durations", [int(x) for x in re.findall(r"took\s+(\d{1,5})ms", LOG)])
    show("lazy paths", re.findall(r"path=(.*?)(?:\?|$)", LOG, re.M))
    show("greedy paths", re.findall(r"path=(.*)", LOG))
    show("empty repeats", re.findall(r"x*", "axxbx"))
    show("bounded lazy", re.findall(r"a{2,4}?", "aaaaaaaaa"))
    show("bounded greedy", re.findall(r"a{2,4}", "aaaaaaaaa a aa"))
    show("times", [m.span() for m in re.finditer(r"\d{2}:\d{2}:\d{2}", LOG)][:3])
    show("levels", re.sub(r"\b([A-Z]{4,5})\s+", lambda m: m.group(1).lower() + " ", LOG.splitlines()[1]))
    show("slashes", re.split(r"/+", "/a//b///c/"))
    show("words", len(re.split(r"\s+", LOG)))
    show("non-ascii", re.findall(r"[à-ÿ]+", LOG))
    show("upper ascii", re.findall(r"[A-Z]+", "ÀBC dEF g"))
    show("anchored", [bool(re.fullmatch(r"\d+", s)) for s in ("123", "12a", "", "٣٤")])
    show("possessive", re.findall(r"a++b", "aaab ab b"))
    show("backtrack into", re.match(r"(a+)(a+)b", "aaaab").groups())
    show("lazy then literal", re.match(r"<(.+?)>", "<a><b>").group(1))
    show("dot no newline", re.findall(r"^.+$", "ab\ncd\n", re.M))
    show("dotall", re.findall(r"a.*b", "a\nb a b", re.S))
    show("zero min", re.findall(r"ba{0,2}c", "bc bac baac baaac"))
    show("lookbehind counted", re.findall(r"(?<=\d{4})-\d+", LOG)[:4])
    show("subn", re.subn(r"\s{2,}", " ", LOG.splitlines()[0]))
    show("literal tail", re.findall(r"(\w*)@(\w*)", "a@b c@@d @ e@"))
    show("same char tail", re.match(r"(a*)a", "aaa").groups())
    show("dash tail", re.findall(r"[^-]+-", "ab-cd--e-"))
    show("lazy dash tail", re.findall(r"(.+?)-", "ab-cd--e-"))
    return len(emails)

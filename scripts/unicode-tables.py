"""Writes src/interp/unicode_tables.rs: the character classes and case mappings of CPython's
str methods (isalpha, isdecimal, ..., title, casefold), taken from the running CPython
(3.11, Unicode 14.0.0), so clauz3 answers as that CPython does.

Run: python3 scripts/unicode-tables.py > src/interp/unicode_tables.rs
"""
import sys
import unicodedata

from unicode_table_writer import runs, table

def ranges(pred):
    return [(lo, hi) for lo, hi, _ in runs(lambda c: True if pred(c) else None)]

CLASSES = [
    ("ALPHA", "str.isalpha", lambda c: c.isalpha()),
    ("DECIMAL", "str.isdecimal", lambda c: c.isdecimal()),
    ("DIGIT", "str.isdigit", lambda c: c.isdigit()),
    ("NUMERIC", "str.isnumeric", lambda c: c.isnumeric()),
    ("LOWER", "a lowercase character (str.islower)", lambda c: c.islower()),
    ("UPPER", "an uppercase character (str.isupper)", lambda c: c.isupper()),
    ("TITLE", "a titlecase character (category Lt)", lambda c: unicodedata.category(c) == "Lt"),
    ("XID_START", "the first character of an identifier", lambda c: c.isidentifier()),
    ("XID_CONTINUE", "a later character of an identifier", lambda c: ("a" + c).isidentifier()),
]

def mapping(name, doc, f, base):
    pairs = []
    for c in range(0x110000):
        ch = chr(c)
        if 0xD800 <= c <= 0xDFFF:
            continue
        m = f(ch)
        if m != base(ch):
            pairs.append((c, m))
    esc = lambda m: "".join(f"\\u{{{ord(x):X}}}" for x in m)
    table(f"/// {doc}", name, "(u32, &str)", [f' (0x{c:X}, "{esc(m)}"),' for c, m in pairs])

w = sys.stdout.write
w("//! Character classes and case mappings of CPython's `str` methods, generated from CPython\n")
w(f"//! {sys.version.split()[0]} (Unicode {unicodedata.unidata_version}) by `scripts/unicode-tables.py`; do not edit.\n\n")
for name, doc, pred in CLASSES:
    rs = ranges(pred)
    table(f"/// {doc}, as inclusive ranges in order.", name, "(u32, u32)", [f" (0x{lo:X}, 0x{hi:X})," for lo, hi in rs])
mapping("TITLECASE", "Characters whose titlecase (`str.title`) is not their uppercase.", lambda c: c.title(), lambda c: c.upper())
mapping("CASEFOLD", "Characters whose case folding (`str.casefold`) is not their lowercase.", lambda c: c.casefold(), lambda c: c.lower())

"""`unicodedata` for agent programs, answering as CPython 3.11 (Unicode 14.0.0) does: the
character database is native (`_unicodedata(op, ...)`): normalization and combining classes
from `unicode-normalization`, names from `unicode_names2`, categories from
`unicode-general-category`, and the other properties from tables generated from CPython
(`scripts/unicodedata-tables.py`); what each crate's later Unicode version assigned after 14.0
is answered as unassigned. The argument checks and errors are CPython's, written here."""

# The Unicode version of `scripts/unicodedata-tables.py`'s tables, CPython 3.11's.
unidata_version = "14.0.0"


def _char(function, c, argument=""):
    # A one-character str, else CPython's TypeError naming the function.
    if not isinstance(c, str) or len(c) != 1:
        raise TypeError(f"{function}() argument{argument} must be a unicode character, not {type(c).__name__}")
    return c


def _form(function, form, unistr):
    if not isinstance(form, str):
        raise TypeError(f"{function}() argument 1 must be str, not {type(form).__name__}")
    if not isinstance(unistr, str):
        raise TypeError(f"{function}() argument 2 must be str, not {type(unistr).__name__}")
    if form not in ("NFC", "NFD", "NFKC", "NFKD"):
        raise ValueError("invalid normalization form")
    return form


def normalize(form, unistr):
    return _unicodedata("normalize", _form("normalize", form, unistr), unistr)


def is_normalized(form, unistr):
    return _unicodedata("normalize", _form("is_normalized", form, unistr), unistr) == unistr


def category(chr):
    return _unicodedata("category", _char("category", chr))


def combining(chr):
    return _unicodedata("combining", _char("combining", chr))


def east_asian_width(chr):
    return _unicodedata("east_asian_width", _char("east_asian_width", chr))


def bidirectional(chr):
    return _unicodedata("bidirectional", _char("bidirectional", chr))


def mirrored(chr):
    return _unicodedata("mirrored", _char("mirrored", chr))


def name(chr, *default):
    found = _unicodedata("name", _char("name", chr, " 1"))
    if found is not None:
        return found
    if default:
        return default[0]
    raise ValueError("no such name")


def lookup(name):
    if not isinstance(name, str):
        raise TypeError(f"a bytes-like object is required, not '{type(name).__name__}'")
    found = _unicodedata("lookup", name)
    if found is None:
        raise KeyError(f"undefined character name '{name}'")
    return found


def _number(function, chr, default, index, missing):
    value = _unicodedata("number", _char(function, chr, " 1"), index)
    if value is not None:
        return value
    if default:
        return default[0]
    raise ValueError(missing)


def decimal(chr, *default):
    return _number("decimal", chr, default, 0, "not a decimal")


def digit(chr, *default):
    return _number("digit", chr, default, 1, "not a digit")


def numeric(chr, *default):
    return _number("numeric", chr, default, 2, "not a numeric character")

"""`email.utils` for agent programs: reading and writing address headers (`parseaddr`,
`getaddresses`, `formataddr`) and dates (`parsedate`, `parsedate_tz`, `parsedate_to_datetime`,
`format_datetime`, `formatdate`, `mktime_tz`) as CPython 3.11's do. Addresses are read by the lenient
RFC 2822 reader CPython uses, which never raises: what it cannot read becomes `('', '')` or
the words it could."""

from base64 import b64encode as _b64encode
from calendar import timegm as _timegm
from datetime import datetime as _datetime, timedelta as _timedelta, timezone as _timezone
from time import time as _now

_SPECIALS = '()<>@,:;."[]'
_BLANKS = " \t"
_LINE_ENDS = "\r\n"
# What ends an atom (the specials, blanks and line ends), and a word of a phrase (the same
# but `.`, which a name may hold).
_ATOM_ENDS = '()<>@,:;."[] \t\r\n'
_WORD_ENDS = '()<>@,:;"[] \t\r\n'

_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTH_NAMES = (
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_DAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# Zone names a date may give instead of an offset, with the offset as hours and minutes
# (`-0500`).
_ZONES = (
    ("UT", 0), ("UTC", 0), ("GMT", 0), ("Z", 0), ("AST", -400), ("ADT", -300), ("EST", -500),
    ("EDT", -400), ("CST", -600), ("CDT", -500), ("MST", -700), ("MDT", -600), ("PST", -800),
    ("PDT", -700),
)


class _Reader:
    """A cursor over a header's text reading addresses the way CPython's reader does;
    comments met on the way are kept (`comments`) and may become the display name."""

    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.comments = []

    def _more(self):
        return self.pos < len(self.text)

    def _at(self):
        return self.text[self.pos]

    def skip_blank(self):
        # Blanks, line ends and comments; returns the blanks (not line ends) passed.
        blanks = ""
        while self._more():
            ch = self._at()
            if ch in _BLANKS or ch in _LINE_ENDS:
                if ch in _BLANKS:
                    blanks += ch
                self.pos += 1
            elif ch == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            else:
                break
        return blanks

    def delimited(self, opening, closing, nested):
        # The text between `opening` and one of `closing`, backslash escapes taken as the
        # character they escape, nested comments as their text when `nested`.
        if self._at() != opening:
            return ""
        out = ""
        escaped = False
        self.pos += 1
        while self._more():
            ch = self._at()
            if escaped:
                out += ch
                escaped = False
            elif ch in closing:
                self.pos += 1
                break
            elif nested and ch == "(":
                out += self.delimited("(", ")\r", True)
                continue
            elif ch == "\\":
                escaped = True
            else:
                out += ch
            self.pos += 1
        return out

    def atom(self, ends):
        start = self.pos
        while self._more() and self._at() not in ends:
            self.pos += 1
        return self.text[start : self.pos]

    def phrase(self):
        # The words before an address: atoms and quoted strings (unquoted).
        words = []
        while self._more():
            ch = self._at()
            if ch in _BLANKS or ch in _LINE_ENDS:
                self.pos += 1
            elif ch == '"':
                words.append(self.delimited('"', '"\r', False))
            elif ch == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            elif ch in _WORD_ENDS:
                break
            else:
                words.append(self.atom(_WORD_ENDS))
        return words

    def domain(self):
        parts = ""
        while self._more():
            ch = self._at()
            if ch in _BLANKS:
                self.pos += 1
            elif ch == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            elif ch == "[":
                parts += "[" + self.delimited("[", "]\r", False) + "]"
            elif ch == ".":
                self.pos += 1
                parts += "."
            elif ch == "@":
                # A second `@` (`a@evil.org@good.com`): no domain at all.
                return ""
            elif ch in _ATOM_ENDS:
                break
            else:
                parts += self.atom(_ATOM_ENDS)
        return parts

    def addr_spec(self):
        # `local@domain`; the local part alone when no `@` follows, nothing when the
        # domain is missing.
        parts = []
        self.skip_blank()
        while self._more():
            keep_blanks = True
            ch = self._at()
            if ch == ".":
                if parts and not parts[-1].strip():
                    parts.pop()
                parts.append(".")
                self.pos += 1
                keep_blanks = False
            elif ch == '"':
                inner = self.delimited('"', '"\r', False)
                parts.append('"' + inner.replace("\\", "\\\\").replace('"', '\\"') + '"')
            elif ch in _ATOM_ENDS:
                if parts and not parts[-1].strip():
                    parts.pop()
                break
            else:
                parts.append(self.atom(_ATOM_ENDS))
            blanks = self.skip_blank()
            if keep_blanks and blanks:
                parts.append(blanks)
        if not self._more() or self._at() != "@":
            return "".join(parts)
        self.pos += 1
        self.skip_blank()
        domain = self.domain()
        if not domain:
            return ""
        return "".join(parts) + "@" + domain

    def route_addr(self):
        # `<[@route,@route:]addr-spec>`: the route is read and dropped.
        in_route = False
        self.pos += 1
        self.skip_blank()
        spec = ""
        while self._more():
            ch = self._at()
            if in_route:
                self.domain()
                in_route = False
            elif ch == ">":
                self.pos += 1
                break
            elif ch == "@":
                self.pos += 1
                in_route = True
            elif ch == ":":
                self.pos += 1
            else:
                spec = self.addr_spec()
                self.pos += 1
                break
            self.skip_blank()
        return spec

    def address(self):
        # The (name, address) pairs of one address or group, and the comma after it.
        self.comments = []
        self.skip_blank()
        start = self.pos
        words = self.phrase()
        self.skip_blank()
        found = []
        if not self._more():
            if words:
                found = [(" ".join(self.comments), words[0])]
        elif self._at() in ".@":
            # A bare addr-spec: read again from its start, the name from its comments.
            self.pos = start
            spec = self.addr_spec()
            found = [(" ".join(self.comments), spec)]
        elif self._at() == ":":
            # A group `name: a, b;`: its members.
            self.pos += 1
            while self._more():
                self.skip_blank()
                if self._more() and self._at() == ";":
                    self.pos += 1
                    break
                found = found + self.address()
        elif self._at() == "<":
            spec = self.route_addr()
            name = " ".join(words)
            if self.comments:
                name = name + " (" + " ".join(self.comments) + ")"
            found = [(name, spec)]
        elif words:
            found = [(" ".join(self.comments), words[0])]
        elif self._at() in _SPECIALS:
            self.pos += 1
        self.skip_blank()
        if self._more() and self._at() == ",":
            self.pos += 1
        return found

    def addresses(self):
        out = []
        while self._more():
            found = self.address()
            if found:
                out.extend(found)
            else:
                out.append(("", ""))
        return out


def parseaddr(addr):
    """The (display name, address) of the first address in `addr`; `('', '')` when there is none."""
    found = _Reader(addr).addresses() if addr else []
    if not found:
        return ("", "")
    return found[0]


def getaddresses(fieldvalues):
    """Every (display name, address) in the header values given, in order."""
    text = ", ".join(str(v) for v in fieldvalues)
    return _Reader(text).addresses() if text else []


def _needs_quotes(name):
    for ch in name:
        if ch in '][\\()<>@,:;".':
            return True
    return False


_Q_SAFE = "-!*+/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _q_word(data):
    # RFC 2047's Q form of `data` as CPython's `quoprimime` writes a header: letters, digits
    # and `-!*+/` as they are, a space as `_`, any other byte as `=XX`.
    out = []
    for byte in data:
        c = chr(byte)
        if c in _Q_SAFE:
            out.append(c)
        elif c == " ":
            out.append("_")
        else:
            out.append(f"={byte:02X}")
    return "".join(out)


def formataddr(pair, charset="utf-8"):
    """`"Name" <addr>` (quoted where the name needs it), or the address alone without a name;
    a name beyond ASCII is written as an encoded word of `charset`, Q or base64, whichever is
    shorter."""
    name, address = pair
    address.encode("ascii")
    if not name:
        return address
    if not name.isascii():
        if charset.lower().replace("_", "-") not in ("utf-8", "utf8"):
            raise NotImplementedError(f"formataddr with charset {charset!r}: only utf-8 is modelled")
        # CPython's utf-8 charset writes the shorter of the two encoded forms, Q on a tie.
        data = name.encode("utf-8")
        q = _q_word(data)
        b = _b64encode(data).decode("ascii")
        if len(b) < len(q):
            return f"=?utf-8?b?{b}?= <{address}>"
        return f"=?utf-8?q?{q}?= <{address}>"
    quotes = '"' if _needs_quotes(name) else ""
    name = name.replace("\\", "\\\\").replace('"', '\\"')
    return f"{quotes}{name}{quotes} <{address}>"


def quote(text):
    """`text` with backslashes and double quotes escaped by a backslash."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def unquote(text):
    """`text` without the `"..."` or `<...>` around it, escapes undone inside quotes."""
    if len(text) > 1:
        if text.startswith('"') and text.endswith('"'):
            return text[1:-1].replace("\\\\", "\\").replace('\\"', '"')
        if text.startswith("<") and text.endswith(">"):
            return text[1:-1]
    return text


def _time_fields(words):
    # (hours, minutes, seconds) of `hh:mm[:ss]` (or dotted), None when unreadable.
    parts = words.split(":")
    if len(parts) == 1 and "." in parts[0]:
        parts = parts[0].split(".")
        if len(parts) == 2:
            return parts[0], parts[1], 0
    if len(parts) == 2:
        return parts[0], parts[1], "0"
    if len(parts) == 3:
        return parts[0], parts[1], parts[2]
    return None


def _parse_date(data):
    # [year, month, day, hour, minute, second, 0, 1, -1, offset in seconds or None], read as
    # leniently as CPython reads a date header; None when it cannot be.
    if not data:
        return None
    words = data.split()
    if not words:
        return None
    if words[0].endswith(",") or words[0].lower() in _DAY_NAMES:
        del words[0]
    else:
        comma = words[0].rfind(",")
        if comma >= 0:
            words[0] = words[0][comma + 1 :]
    if len(words) == 3:
        dashed = words[0].split("-")
        if len(dashed) == 3:
            words = dashed + words[1:]
    if len(words) == 4:
        last = words[3]
        sign = last.find("+")
        if sign == -1:
            sign = last.find("-")
        if sign > 0:
            words[3:] = [last[:sign], last[sign:]]
        else:
            words.append("")
    if len(words) < 5:
        return None
    dd, mm, yy, tm, tz = words[:5]
    if not (dd and mm and yy):
        return None
    mm = mm.lower()
    if mm not in _MONTH_NAMES:
        dd, mm = mm, dd.lower()
        if mm not in _MONTH_NAMES:
            return None
    month = _MONTH_NAMES.index(mm) + 1
    if month > 12:
        month -= 12
    if dd[-1] == ",":
        dd = dd[:-1]
    if yy.find(":") > 0:
        yy, tm = tm, yy
    if yy[-1] == ",":
        yy = yy[:-1]
    if not yy:
        return None
    if not yy[0].isdigit():
        yy, tz = tz, yy
    if tm[-1] == ",":
        tm = tm[:-1]
    fields = _time_fields(tm)
    if fields is None:
        return None
    try:
        year = int(yy)
        day = int(dd)
        hour = int(fields[0])
        minute = int(fields[1])
        second = int(fields[2])
    except ValueError:
        return None
    if year < 100:
        year += 1900 if year > 68 else 2000
    offset = None
    tz = tz.upper()
    named = [minutes for name, minutes in _ZONES if name == tz]
    if named:
        offset = named[0]
    else:
        try:
            offset = int(tz)
        except ValueError:
            pass
        if offset == 0 and tz.startswith("-"):
            offset = None
    if offset:
        sign = -1 if offset < 0 else 1
        offset = abs(offset)
        offset = sign * ((offset // 100) * 3600 + (offset % 100) * 60)
    return [year, month, day, hour, minute, second, 0, 1, -1, offset]


def parsedate_tz(data):
    """The 10-tuple of a date header (the last item its UTC offset in seconds), or None."""
    fields = _parse_date(data)
    if fields is None:
        return None
    if fields[9] is None:
        fields[9] = 0
    return tuple(fields)


def parsedate(data):
    """The 9-tuple (as `time.struct_time` takes) of a date header, or None."""
    fields = _parse_date(data)
    if fields is None:
        return None
    return tuple(fields[:9])


def mktime_tz(data):
    """The seconds since the epoch of a `parsedate_tz` tuple; one without an offset is read in
    the machine's local time, which is not modelled."""
    if data[9] is None:
        raise NotImplementedError(
            "mktime_tz of a date without a UTC offset reads the machine's time zone, which is not modelled"
        )
    return _timegm(data) - data[9]


def parsedate_to_datetime(data):
    """The `datetime` of a date header: aware with its offset, naive for `-0000`."""
    fields = _parse_date(data)
    if fields is None:
        raise ValueError(f'Invalid date value or format "{data}"')
    year, month, day, hour, minute, second = fields[:6]
    if fields[9] is None:
        return _datetime(year, month, day, hour, minute, second)
    zone = _timezone(_timedelta(seconds=fields[9]))
    return _datetime(year, month, day, hour, minute, second, tzinfo=zone)


def format_datetime(dt, usegmt=False):
    """`Mon, 03 Jun 2024 09:15:00 +0000`: a naive `dt` as `-0000`, `usegmt` (for a UTC
    `dt` only) as `GMT`."""
    if usegmt:
        if dt.tzinfo is None or dt.tzinfo != _timezone.utc:
            raise ValueError("usegmt option requires a UTC datetime")
        zone = "GMT"
    elif dt.tzinfo is None:
        zone = "-0000"
    else:
        zone = dt.strftime("%z")
    day = _DAYS[dt.weekday()]
    month = _MONTHS[dt.month - 1]
    return f"{day}, {dt.day:02d} {month} {dt.year:04d} {dt.hour:02d}:{dt.minute:02d}:{dt.second:02d} {zone}"


def formatdate(timeval=None, localtime=False, usegmt=False):
    """The date header of `timeval` (seconds since the epoch, now by default) in UTC; the
    machine's local time (`localtime=True`) is not modelled."""
    if localtime:
        raise NotImplementedError(
            "formatdate(localtime=True) reads the machine's time zone, which is not modelled"
        )
    if timeval is None:
        timeval = _now()
    dt = _datetime.fromtimestamp(timeval, _timezone.utc)
    if not usegmt:
        dt = dt.replace(tzinfo=None)
    return format_datetime(dt, usegmt)

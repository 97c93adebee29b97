"""`http.cookies` for agent programs: `SimpleCookie` and `BaseCookie` (dicts of `Morsel`s),
read from a `Cookie:` header with `load()` and written back as `Set-Cookie:` lines with
`output()`, quoting values as CPython 3.11 does (octal escapes for what is not plain text,
`\\"` and `\\\\`), and `CookieError` for a bad key or attribute."""

from re import ASCII as _ASCII, compile as _compile, escape as _escape
from time import gmtime as _gmtime, time as _now


class CookieError(Exception):
    pass


# The characters a value may hold without quotes, and those kept as they are inside quotes.
_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~:"
_KEPT_IN_QUOTES = _PLAIN + " ()/<=>?@[]{}"
_PLAIN_TEXT = _compile("[" + _escape(_PLAIN) + "]+")


def _escaped(c):
    # One character of a quoted value: itself, `\"`, `\\`, or a three-digit octal escape for
    # the other characters below 256.
    if c == '"' or c == "\\":
        return "\\" + c
    if c in _KEPT_IN_QUOTES or ord(c) > 255:
        return c
    return "\\%03o" % ord(c)


def _quote(text):
    if text is None or _PLAIN_TEXT.fullmatch(text):
        return text
    return '"' + "".join([_escaped(c) for c in text]) + '"'


_ESCAPE = _compile(r"\\(?:([0-3][0-7][0-7])|(.))")


def _unescaped(m):
    if m.group(1):
        return chr(int(m.group(1), 8))
    return m.group(2)


def _unquote(text):
    if text is None or len(text) < 2 or text[0] != '"' or text[-1] != '"':
        return text
    return _ESCAPE.sub(_unescaped, text[1:-1])


_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_MONTHS = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _expires_in(seconds):
    t = _gmtime(_now() + seconds)
    return "%s, %02d %3s %4d %02d:%02d:%02d GMT" % (
        _DAYS[t.tm_wday], t.tm_mday, _MONTHS[t.tm_mon], t.tm_year, t.tm_hour, t.tm_min, t.tm_sec,
    )


# The attributes a morsel may carry, by their lower-case name, with the spelling written out.
_RESERVED = {
    "expires": "expires",
    "path": "Path",
    "comment": "Comment",
    "domain": "Domain",
    "max-age": "Max-Age",
    "secure": "Secure",
    "httponly": "HttpOnly",
    "version": "Version",
    "samesite": "SameSite",
}
_FLAGS = ("secure", "httponly")


class Morsel(dict):
    def __init__(self):
        self._key = None
        self._value = None
        self._coded_value = None
        for name in _RESERVED:
            dict.__setitem__(self, name, "")

    @property
    def key(self):
        return self._key

    @property
    def value(self):
        return self._value

    @property
    def coded_value(self):
        return self._coded_value

    def __setitem__(self, K, V):
        name = K.lower()
        if name not in _RESERVED:
            raise CookieError("Invalid attribute %r" % (name,))
        dict.__setitem__(self, name, V)

    def setdefault(self, key, val=None):
        name = key.lower()
        if name not in _RESERVED:
            raise CookieError("Invalid attribute %r" % (name,))
        return dict.setdefault(self, name, val)

    def __eq__(self, morsel):
        if not isinstance(morsel, Morsel):
            return NotImplemented
        return (
            dict.__eq__(self, morsel)
            and self._value == morsel._value
            and self._key == morsel._key
            and self._coded_value == morsel._coded_value
        )

    def __ne__(self, morsel):
        same = self.__eq__(morsel)
        if same is NotImplemented:
            return same
        return not same

    def copy(self):
        made = Morsel()
        dict.update(made, self)
        made._key = self._key
        made._value = self._value
        made._coded_value = self._coded_value
        return made

    def update(self, values):
        checked = {}
        for key, val in dict(values).items():
            name = key.lower()
            if name not in _RESERVED:
                raise CookieError("Invalid attribute %r" % (name,))
            checked[name] = val
        dict.update(self, checked)

    def isReservedKey(self, K):
        return K.lower() in _RESERVED

    def set(self, key, val, coded_val):
        if key.lower() in _RESERVED:
            raise CookieError("Attempt to set a reserved key %r" % (key,))
        if not _PLAIN_TEXT.fullmatch(key):
            raise CookieError("Illegal key %r" % (key,))
        self._key = key
        self._value = val
        self._coded_value = coded_val

    def output(self, attrs=None, header="Set-Cookie:"):
        return "%s %s" % (header, self.OutputString(attrs))

    def __str__(self):
        return self.output()

    def __repr__(self):
        return "<%s: %s>" % (type(self).__name__, self.OutputString())

    def js_output(self, attrs=None):
        text = self.OutputString(attrs).replace('"', '\\"')
        return (
            '\n        <script type="text/javascript">\n        <!-- begin hiding\n'
            '        document.cookie = "%s";\n        // end hiding -->\n        </script>\n        ' % text
        )

    def OutputString(self, attrs=None):
        parts = ["%s=%s" % (self.key, self.coded_value)]
        if attrs is None:
            attrs = _RESERVED
        for key, value in sorted(self.items()):
            if value == "" or key not in attrs:
                continue
            spelled = _RESERVED[key]
            if key == "expires" and isinstance(value, int):
                parts.append("%s=%s" % (spelled, _expires_in(value)))
            elif key == "max-age" and isinstance(value, int):
                parts.append("%s=%d" % (spelled, value))
            elif key == "comment" and isinstance(value, str):
                parts.append("%s=%s" % (spelled, _quote(value)))
            elif key in _FLAGS:
                if value:
                    parts.append(str(spelled))
            else:
                parts.append("%s=%s" % (spelled, value))
        return "; ".join(parts)


# One `key[=value]` of a cookie header, ending at white space, `;` or the end: a key of
# word characters and punctuation (shortest first), a quoted value, an `expires` date, or a
# bare value. ASCII: `\w` and `\s` are ASCII's.
_KEY_CHARS = r"\w\d!#%&'~_`><@,:/\$\*\+\-\.\^\|\)\(\?\}\{\="
_VALUE_CHARS = _KEY_CHARS + r"\[\]"
_PAIR = _compile(
    r"\s*(?P<key>[" + _KEY_CHARS + r"]+?)"
    r"(\s*=\s*(?P<val>"
    r'"(?:[^\\"]|\\.)*"'
    r"|\w{3},\s[\w\d\s-]{9,11}\s[\d:]{8}\sGMT"
    r"|[" + _VALUE_CHARS + r"]*"
    r"))?"
    r"\s*(\s+|;|$)",
    _ASCII,
)


class BaseCookie(dict):
    def value_decode(self, val):
        return val, val

    def value_encode(self, val):
        text = str(val)
        return text, text

    def __init__(self, input=None):
        if input:
            self.load(input)

    def _set_morsel(self, key, real_value, coded_value):
        m = self.get(key, Morsel())
        m.set(key, real_value, coded_value)
        dict.__setitem__(self, key, m)

    def __setitem__(self, key, value):
        if isinstance(value, Morsel):
            dict.__setitem__(self, key, value)
        else:
            real, coded = self.value_encode(value)
            self._set_morsel(key, real, coded)

    def output(self, attrs=None, header="Set-Cookie:", sep="\r\n"):
        return sep.join([m.output(attrs, header) for _, m in sorted(self.items())])

    def __str__(self):
        return self.output()

    def __repr__(self):
        shown = ["%s=%r" % (key, m.value) for key, m in sorted(self.items())]
        return "<%s: %s>" % (type(self).__name__, " ".join(shown))

    def js_output(self, attrs=None):
        return "".join([m.js_output(attrs) for _, m in sorted(self.items())])

    def load(self, rawdata):
        if isinstance(rawdata, str):
            self._parse(rawdata)
        else:
            for key, value in rawdata.items():
                self[key] = value

    def _parse(self, text):
        # The whole header is read before anything is set: a header that is not valid
        # throughout sets nothing.
        i = 0
        n = len(text)
        parsed = []
        seen_pair = False
        while 0 <= i < n:
            m = _PAIR.match(text, i)
            if not m:
                break
            key = m.group("key")
            value = m.group("val")
            i = m.end(0)
            if key[0] == "$":
                if seen_pair:
                    parsed.append((True, key[1:], value))
            elif key.lower() in _RESERVED:
                if not seen_pair:
                    return
                if value is None:
                    if key.lower() not in _FLAGS:
                        return
                    parsed.append((True, key, True))
                else:
                    parsed.append((True, key, _unquote(value)))
            elif value is not None:
                parsed.append((False, key, self.value_decode(value)))
                seen_pair = True
            else:
                return
        current = None
        for attribute, key, value in parsed:
            if attribute:
                current[key] = value
            else:
                self._set_morsel(key, value[0], value[1])
                current = self[key]


class SimpleCookie(BaseCookie):
    def value_decode(self, val):
        return _unquote(val), val

    def value_encode(self, val):
        text = str(val)
        return text, _quote(text)

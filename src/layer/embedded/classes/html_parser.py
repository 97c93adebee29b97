"""`html.parser` for agent programs: `HTMLParser`, which a program subclasses to be called back
with the start and end tags, text, comments, declarations and processing instructions of HTML
fed to it in pieces. It is as tolerant of broken markup as CPython 3.11's parser and finds the
same tokens in the same text: what cannot be decided yet (a tag, a reference or a comment cut
off by the end of a piece) waits for the next `feed`, and `close()` hands what is left over as
text. `<script>` and `<style>` hold raw text up to their own end tag."""

from re import IGNORECASE as _IGNORECASE, compile as _compile
from html import unescape as _unescape

# Where the text before the next markup ends, outside `<script>`/`<style>`.
_MARKUP_START = _compile("[&<]")
_LETTER_AFTER_AMPERSAND = _compile("&[a-zA-Z#]")
_ENTITY_REFERENCE = _compile("&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]")
_CHARACTER_REFERENCE = _compile("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]")
_START_TAG_OPEN = _compile("<[a-zA-Z]")
_COMMENT_CLOSE = _compile(r"--\s*>")
# A tag's name and the spaces (or lone slashes) after it; an attribute, its value and the same.
_TAG_NAME = _compile(r"([a-zA-Z][^\t\n\r\f />\x00]*)(?:\s|/(?!>))*")
_ATTRIBUTE = _compile(
    r"((?<=['\"\s/])[^\s/>][^\s/=>]*)(\s*=+\s*"
    r"('[^']*'|\"[^\"]*\"|(?!['\"])[^>\s]*))?(?:\s|/(?!>))*"
)
# A start tag as far as it goes: name, attributes and trailing spaces, up to its `>` or `/>`.
_START_TAG_BODY = _compile(
    r"<[a-zA-Z][^\t\n\r\f />\x00]*"
    r"(?:[\s/]*(?:(?<=['\"\s/])[^\s/>][^\s/=>]*"
    r"(?:\s*=+\s*(?:'[^']*'|\"[^\"]*\"|(?!['\"])[^>\s]*)\s*)?(?:\s|/(?!>))*)*)?\s*"
)
_END_TAG = _compile(r"</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>")
_SPACE_OR_SEMICOLON = _compile(r"[\s;]")
# A name in a `<![...]>` marked section, and the ends of the two kinds of sections.
_DECLARATION_NAME = _compile(r"[a-zA-Z][-_.a-zA-Z0-9]*\s*")
_MARKED_SECTION_CLOSE = _compile(r"]\s*]\s*>")
_OFFICE_SECTION_CLOSE = _compile(r"]\s*>")
# A start tag that stops at one of these may go on in the next piece.
_UNFINISHED_AFTER = "abcdefghijklmnopqrstuvwxyz=/ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class _ParserBase:
    """What CPython's `_markupbase.ParserBase` gives `HTMLParser`: the position it has read
    to (`getpos`), comments and `<![...]>` marked sections."""

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        return self.lineno, self.offset

    def updatepos(self, i, j):
        # Moves the position over `rawdata[i:j]`, counting its lines.
        if i >= j:
            return j
        lines = self.rawdata.count("\n", i, j)
        if lines:
            self.lineno = self.lineno + lines
            self.offset = j - (self.rawdata.rindex("\n", i, j) + 1)
        else:
            self.offset = self.offset + j - i
        return j

    def parse_comment(self, i, report=1):
        if self.rawdata[i:i + 4] != "<!--":
            raise AssertionError("unexpected call to parse_comment()")
        close = _COMMENT_CLOSE.search(self.rawdata, i + 4)
        if close is None:
            return -1
        if report:
            self.handle_comment(self.rawdata[i + 4:close.start()])
        return close.end()

    def parse_marked_section(self, i, report=1):
        name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if name in ("temp", "cdata", "ignore", "include", "rcdata"):
            close = _MARKED_SECTION_CLOSE.search(self.rawdata, i + 3)
        elif name in ("if", "else", "endif"):
            # Microsoft Office's `<![if ...]>` and `<![endif]>`.
            close = _OFFICE_SECTION_CLOSE.search(self.rawdata, i + 3)
        else:
            raise AssertionError("unknown status keyword %r in marked section" % self.rawdata[i + 3:j])
        if close is None:
            return -1
        if report:
            self.unknown_decl(self.rawdata[i + 3:close.start()])
        return close.end()

    def _scan_name(self, i, declstartpos):
        # The lower-cased name at `i` and where what follows it starts, or `(None, -1)` when
        # the text ends first.
        if i == len(self.rawdata):
            return None, -1
        found = _DECLARATION_NAME.match(self.rawdata, i)
        if found is None:
            self.updatepos(declstartpos, i)
            raise AssertionError("expected name token at %r" % self.rawdata[declstartpos:declstartpos + 20])
        if found.end() == len(self.rawdata):
            return None, -1
        return found.group().strip().lower(), found.end()

    def unknown_decl(self, data):
        pass


class HTMLParser(_ParserBase):
    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        self.rawdata = ""
        self.lasttag = "???"
        self.interesting = _MARKUP_START
        self.cdata_elem = None
        _ParserBase.reset(self)

    def feed(self, data):
        self.rawdata = self.rawdata + data
        self.goahead(0)

    def close(self):
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        return self.__starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        self.interesting = _compile(r"</\s*%s\s*>" % self.cdata_elem, _IGNORECASE)

    def clear_cdata_mode(self):
        self.interesting = _MARKUP_START
        self.cdata_elem = None

    def goahead(self, end):
        raw = self.rawdata
        n = len(raw)
        i = 0
        while i < n:
            j = _text_end(self, raw, i)
            if j < 0:
                break
            if i < j:
                _handle_text(self, raw[i:j])
            i = self.updatepos(i, j)
            if i == n:
                break
            if raw.startswith("<", i):
                i, go_on = _markup(self, raw, i, end)
            elif raw.startswith("&#", i):
                i, go_on = _character_reference(self, raw, i)
            else:
                i, go_on = _entity_reference(self, raw, i, end)
            if not go_on:
                break
        if end and i < n and not self.cdata_elem:
            _handle_text(self, raw[i:n])
            i = self.updatepos(i, n)
        self.rawdata = raw[i:]

    def parse_html_declaration(self, i):
        raw = self.rawdata
        if raw[i:i + 4] == "<!--":
            return self.parse_comment(i)
        if raw[i:i + 3] == "<![":
            return self.parse_marked_section(i)
        if raw[i:i + 9].lower() == "<!doctype":
            close = raw.find(">", i + 9)
            if close == -1:
                return -1
            self.handle_decl(raw[i + 2:close])
            return close + 1
        return self.parse_bogus_comment(i)

    def parse_bogus_comment(self, i, report=1):
        close = self.rawdata.find(">", i + 2)
        if close == -1:
            return -1
        if report:
            self.handle_comment(self.rawdata[i + 2:close])
        return close + 1

    def parse_pi(self, i):
        close = self.rawdata.find(">", i + 2)
        if close == -1:
            return -1
        self.handle_pi(self.rawdata[i + 2:close])
        return close + 1

    def parse_starttag(self, i):
        self.__starttag_text = None
        endpos = self.check_for_whole_start_tag(i)
        if endpos < 0:
            return endpos
        raw = self.rawdata
        self.__starttag_text = raw[i:endpos]
        name = _TAG_NAME.match(raw, i + 1)
        k = name.end()
        tag = name.group(1).lower()
        self.lasttag = tag
        attrs = []
        while k < endpos:
            attribute = _ATTRIBUTE.match(raw, k)
            if not attribute:
                break
            key, assigned, value = attribute.group(1, 2, 3)
            if not assigned:
                value = None
            elif value[:1] == "'" == value[-1:] or value[:1] == '"' == value[-1:]:
                value = value[1:-1]
            if value:
                value = _unescape(value)
            attrs.append((key.lower(), value))
            k = attribute.end()
        closing = raw[k:endpos].strip()
        if closing not in (">", "/>"):
            # Not a tag after all: the whole of it is text, as written.
            self.handle_data(raw[i:endpos])
            return endpos
        if closing == "/>":
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return endpos

    def check_for_whole_start_tag(self, i):
        raw = self.rawdata
        j = _START_TAG_BODY.match(raw, i).end()
        after = raw[j:j + 1]
        if after == ">":
            return j + 1
        if after == "/":
            return j + 2 if raw.startswith("/>", j) else -1
        if after == "" or after in _UNFINISHED_AFTER:
            return -1
        return j if j > i else i + 1

    def parse_endtag(self, i):
        raw = self.rawdata
        close = raw.find(">", i + 1)
        if close < 0:
            return -1
        gtpos = close + 1
        found = _END_TAG.match(raw, i)
        if not found:
            if self.cdata_elem is not None:
                self.handle_data(raw[i:gtpos])
                return gtpos
            name = _TAG_NAME.match(raw, i + 2)
            if not name:
                if raw[i:i + 3] == "</>":
                    return i + 3
                return self.parse_bogus_comment(i)
            # Whatever follows the name up to the `>` is ignored.
            self.handle_endtag(name.group(1).lower())
            return raw.find(">", name.end()) + 1
        elem = found.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(raw[i:gtpos])
            return gtpos
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return gtpos

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass


# The steps of `HTMLParser.goahead`, functions of the parser rather than its methods, so that
# they take no attribute name a program's subclass may use for its own (CPython has no such
# methods).


def _handle_text(parser, text):
    # Text between markup, its references replaced when asked for (never in raw text).
    if parser.convert_charrefs and not parser.cdata_elem:
        text = _unescape(text)
    parser.handle_data(text)


def _text_end(parser, raw, i):
    # Where the text from `i` ends, or -1 when it may go on in the next piece.
    if parser.convert_charrefs and not parser.cdata_elem:
        j = raw.find("<", i)
        if j >= 0:
            return j
        # A reference near the end may be cut in half: wait unless a space or `;` ends it.
        ampersand = raw.rfind("&", max(i, len(raw) - 34))
        if ampersand >= 0 and not _SPACE_OR_SEMICOLON.search(raw, ampersand):
            return -1
        return len(raw)
    found = parser.interesting.search(raw, i)
    if found:
        return found.start()
    return -1 if parser.cdata_elem else len(raw)


def _markup(parser, raw, i, end):
    # What starts with `<` at `i`: the position after it and whether to read on.
    if _START_TAG_OPEN.match(raw, i):
        k = parser.parse_starttag(i)
    elif raw.startswith("</", i):
        k = parser.parse_endtag(i)
    elif raw.startswith("<!--", i):
        k = parser.parse_comment(i)
    elif raw.startswith("<?", i):
        k = parser.parse_pi(i)
    elif raw.startswith("<!", i):
        k = parser.parse_html_declaration(i)
    elif i + 1 < len(raw):
        parser.handle_data("<")
        k = i + 1
    else:
        return i, False
    if k < 0:
        if not end:
            return i, False
        # Closing: markup that never ended is text, up to its `>` (or the next `<`).
        k = raw.find(">", i + 1)
        if k < 0:
            k = raw.find("<", i + 1)
            if k < 0:
                k = i + 1
        else:
            k = k + 1
        _handle_text(parser, raw[i:k])
    return parser.updatepos(i, k), True


def _character_reference(parser, raw, i):
    found = _CHARACTER_REFERENCE.match(raw, i)
    if found:
        parser.handle_charref(found.group()[2:-1])
        k = found.end()
        if not raw.startswith(";", k - 1):
            k = k - 1
        return parser.updatepos(i, k), True
    if ";" in raw[i:]:
        parser.handle_data(raw[i:i + 2])
        i = parser.updatepos(i, i + 2)
    return i, False


def _entity_reference(parser, raw, i, end):
    found = _ENTITY_REFERENCE.match(raw, i)
    if found:
        parser.handle_entityref(found.group(1))
        k = found.end()
        if not raw.startswith(";", k - 1):
            k = k - 1
        return parser.updatepos(i, k), True
    started = _LETTER_AFTER_AMPERSAND.match(raw, i)
    if started:
        if end and started.group() == raw[i:]:
            i = parser.updatepos(i, i + 1)
        return i, False
    if i + 1 < len(raw):
        parser.handle_data("&")
        return parser.updatepos(i, i + 1), True
    return i, False

"""`urllib.parse` for agent programs: splitting URLs into named tuples with CPython's fields and
properties (`hostname`, `port`, `username`, `password`), putting them back together, `urljoin`,
percent-encoding (`quote`, `quote_plus`, `unquote`, `unquote_plus`, over UTF-8) and query
strings (`urlencode`, `parse_qs`, `parse_qsl`). Text only: the bytes forms are not modelled."""

from typing import NamedTuple

_SCHEME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."
_ALWAYS_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~"
_HEX = "0123456789ABCDEF"
_USES_RELATIVE = ("", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms", "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss")
_USES_NETLOC = ("", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss")
_USES_PARAMS = ("", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip", "sips", "mms", "sftp", "tel")


def _userinfo(netloc):
    user, at, _ = netloc.rpartition("@")
    if not at:
        return (None, None)
    name, colon, password = user.partition(":")
    return (name, password if colon else None)


def _hostinfo(netloc):
    _, _, hostinfo = netloc.rpartition("@")
    _, bracket, rest = hostinfo.partition("[")
    if bracket:
        host, _, port = rest.partition("]")
        _, _, port = port.partition(":")
    else:
        host, _, port = hostinfo.partition(":")
    return (host, port if port else None)


def _hostname(netloc):
    host = _hostinfo(netloc)[0]
    if not host:
        return None
    return host.split("%")[0].lower() if "%" in host else host.lower()


def _port(netloc):
    port = _hostinfo(netloc)[1]
    if port is None:
        return None
    if not (port.isdigit() and port.isascii()):
        raise ValueError(f"Port could not be cast to integer value as {port!r}")
    value = int(port)
    if value > 65535:
        raise ValueError("Port out of range 0-65535")
    return value


class SplitResult(NamedTuple):
    scheme: str
    netloc: str
    path: str
    query: str
    fragment: str

    @property
    def hostname(self):
        return _hostname(self.netloc)

    @property
    def port(self):
        return _port(self.netloc)

    @property
    def username(self):
        return _userinfo(self.netloc)[0]

    @property
    def password(self):
        return _userinfo(self.netloc)[1]

    def geturl(self):
        return urlunsplit(self)


class ParseResult(NamedTuple):
    scheme: str
    netloc: str
    path: str
    params: str
    query: str
    fragment: str

    @property
    def hostname(self):
        return _hostname(self.netloc)

    @property
    def port(self):
        return _port(self.netloc)

    @property
    def username(self):
        return _userinfo(self.netloc)[0]

    @property
    def password(self):
        return _userinfo(self.netloc)[1]

    def geturl(self):
        return urlunparse(self)


def _split_netloc(url, start):
    end = len(url)
    for c in "/?#":
        at = url.find(c, start)
        if at >= 0:
            end = min(end, at)
    return (url[start:end], url[end:])


def urlsplit(url, scheme="", allow_fragments=True):
    url = url.lstrip(" \t\n\r\x0b\x0c").replace("\t", "").replace("\r", "").replace("\n", "")
    netloc = ""
    query = ""
    fragment = ""
    colon = url.find(":")
    if colon > 0 and url[0].isascii() and url[0].isalpha():
        if all([c in _SCHEME_CHARS for c in url[:colon]]):
            scheme = url[:colon].lower()
            url = url[colon + 1 :]
    if url[:2] == "//":
        netloc, url = _split_netloc(url, 2)
        if ("[" in netloc and "]" not in netloc) or ("]" in netloc and "[" not in netloc):
            raise ValueError("Invalid IPv6 URL")
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    return SplitResult(scheme, netloc, url, query, fragment)


def urlparse(url, scheme="", allow_fragments=True):
    split = urlsplit(url, scheme, allow_fragments)
    path = split.path
    params = ""
    if split.scheme in _USES_PARAMS and ";" in path:
        slash = path.rfind("/")
        at = path.find(";", slash if slash >= 0 else 0)
        if at >= 0:
            path, params = path[:at], path[at + 1 :]
    return ParseResult(split.scheme, split.netloc, path, params, split.query, split.fragment)


def urlunsplit(components):
    scheme, netloc, url, query, fragment = components
    if netloc or (scheme and scheme in _USES_NETLOC and url[:2] != "//"):
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + (netloc or "") + url
    if scheme:
        url = scheme + ":" + url
    if query:
        url = url + "?" + query
    if fragment:
        url = url + "#" + fragment
    return url


def urlunparse(components):
    scheme, netloc, url, params, query, fragment = components
    if params:
        url = f"{url};{params}"
    return urlunsplit((scheme, netloc, url, query, fragment))


def urljoin(base, url, allow_fragments=True):
    if not base:
        return url
    if not url:
        return base
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in _USES_RELATIVE:
        return url
    if scheme in _USES_NETLOC:
        if netloc:
            return urlunparse((scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return urlunparse((scheme, netloc, path, params, query, fragment))
    base_parts = bpath.split("/")
    if base_parts[-1] != "":
        del base_parts[-1]
    if path[:1] == "/":
        segments = path.split("/")
    else:
        segments = base_parts + path.split("/")
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved = []
    for seg in segments:
        if seg == "..":
            if resolved:
                resolved.pop()
        elif seg != ".":
            resolved.append(seg)
    if segments[-1] in (".", ".."):
        resolved.append("")
    joined = "/".join(resolved) or "/"
    return urlunparse((scheme, netloc, joined, params, query, fragment))


def _utf8(c):
    n = ord(c)
    if n < 0x80:
        return [n]
    if n < 0x800:
        return [0xC0 | (n >> 6), 0x80 | (n & 0x3F)]
    if n < 0x10000:
        return [0xE0 | (n >> 12), 0x80 | ((n >> 6) & 0x3F), 0x80 | (n & 0x3F)]
    return [0xF0 | (n >> 18), 0x80 | ((n >> 12) & 0x3F), 0x80 | ((n >> 6) & 0x3F), 0x80 | (n & 0x3F)]


def _utf8_codec(encoding):
    # Whether `encoding` names UTF-8, the only codec these functions model.
    return encoding is None or encoding.lower().replace("_", "-") in ("utf-8", "utf8")


def quote(string, safe="/", encoding=None, errors=None):
    if isinstance(string, (bytes, bytearray)):
        raise NotImplementedError("quote() of bytes is not modelled: pass a str")
    if not isinstance(string, str):
        raise TypeError("quote_from_bytes() expected bytes")
    if not _utf8_codec(encoding):
        raise NotImplementedError(f"quote() with encoding={encoding!r} is not modelled: only UTF-8 is")
    out = []
    for c in string:
        if c in _ALWAYS_SAFE or (c in safe and ord(c) < 128):
            out.append(c)
        else:
            for b in _utf8(c):
                out.append("%" + _HEX[b >> 4] + _HEX[b & 15])
    return "".join(out)


def quote_plus(string, safe="", encoding=None, errors=None):
    if not _utf8_codec(encoding):
        raise NotImplementedError(f"quote_plus() with encoding={encoding!r} is not modelled: only UTF-8 is")
    if " " not in string:
        return quote(string, safe)
    return quote(string, safe + " ").replace(" ", "+")


def _decode_utf8(data):
    # The bytes as UTF-8 with CPython's `errors='replace'`: each bad sequence one U+FFFD.
    out = []
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if b < 0x80:
            out.append(chr(b))
            i += 1
            continue
        if 0xC2 <= b <= 0xDF:
            need, least, code = 1, 0x80, b & 0x1F
        elif 0xE0 <= b <= 0xEF:
            need, least, code = 2, 0x800, b & 0x0F
        elif 0xF0 <= b <= 0xF4:
            need, least, code = 3, 0x10000, b & 0x07
        else:
            out.append("\ufffd")
            i += 1
            continue
        j = i + 1
        ok = True
        while j < i + 1 + need:
            if j >= n or not (0x80 <= data[j] <= 0xBF):
                ok = False
                break
            code = (code << 6) | (data[j] & 0x3F)
            j += 1
        if ok and (code < least or 0xD800 <= code <= 0xDFFF or code > 0x10FFFF):
            ok = False
            j = i + 1
        if not ok:
            out.append("\ufffd")
            i = max(j, i + 1)
            continue
        out.append(chr(code))
        i = j
    return "".join(out)


def unquote(string, encoding="utf-8", errors="replace"):
    if "%" not in string:
        return string
    if not _utf8_codec(encoding) or errors not in (None, "replace"):
        raise NotImplementedError(
            f"unquote() with encoding={encoding!r}, errors={errors!r} is not modelled: only UTF-8 with errors='replace' is"
        )
    out = []
    pending = []
    i = 0
    n = len(string)
    while i < n:
        c = string[i]
        if c == "%" and i + 2 < n + 0 and string[i + 1 : i + 3].isascii() and _is_hex(string[i + 1 : i + 3]):
            pending.append(int(string[i + 1 : i + 3], 16))
            i += 3
            continue
        if pending:
            out.append(_decode_utf8(pending))
            pending = []
        out.append(c)
        i += 1
    if pending:
        out.append(_decode_utf8(pending))
    return "".join(out)


def _is_hex(text):
    return len(text) == 2 and all([c in "0123456789abcdefABCDEF" for c in text])


def unquote_plus(string, encoding="utf-8", errors="replace"):
    return unquote(string.replace("+", " "), encoding, errors)


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=None):
    if not _utf8_codec(encoding):
        raise NotImplementedError(f"urlencode() with encoding={encoding!r} is not modelled: only UTF-8 is")
    if quote_via is None:
        quote_via = quote_plus
    if hasattr(query, "items"):
        pairs = list(query.items())
    elif isinstance(query, (list, tuple, str, bytes)):
        # As CPython checks a sequence: its first item must be a pair's tuple.
        if len(query) and not isinstance(query[0], tuple):
            raise TypeError("not a valid non-string sequence or mapping object")
        pairs = list(query)
    else:
        raise NotImplementedError(f"urlencode() of a {type(query).__name__} is not modelled: pass a dict or a list of pairs")
    out = []
    for k, v in pairs:
        key = quote_via(k if isinstance(k, str) else str(k), safe)
        if doseq and not isinstance(v, str) and isinstance(v, (list, tuple, set, frozenset)):
            for item in v:
                out.append(key + "=" + quote_via(item if isinstance(item, str) else str(item), safe))
        else:
            out.append(key + "=" + quote_via(v if isinstance(v, str) else str(v), safe))
    return "&".join(out)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace", max_num_fields=None, separator="&"):
    pairs = []
    if not qs:
        return pairs
    if not _utf8_codec(encoding) or errors not in (None, "replace"):
        raise NotImplementedError(f"parse_qsl() with encoding={encoding!r}, errors={errors!r} is not modelled")
    for field in qs.split(separator):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition("=")
        if not eq:
            if strict_parsing:
                raise ValueError(f"bad query field: {field!r}")
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            pairs.append((unquote(name.replace("+", " ")), unquote(value.replace("+", " "))))
    return pairs


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace", max_num_fields=None, separator="&"):
    out = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors, max_num_fields, separator):
        if name in out:
            out[name].append(value)
        else:
            out[name] = [value]
    return out

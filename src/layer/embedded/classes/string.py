"""`string.Template` for agent programs: CPython's `$`-substitution, scanned by hand as its
pattern reads (`$$`, `$name`, `${name}`, else an invalid placeholder) so both engines run one
definition. The constants and `capwords` are the functions-only half (`pure/string.py`)."""

_ID_START = "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ID_CHARS = "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _identifier_end(text, start):
    # Where the ASCII identifier at `start` ends (CPython's default `idpattern`, matched
    # ignoring case); `start` itself when none starts there.
    if start >= len(text) or text[start] not in _ID_START:
        return start
    end = start + 1
    while end < len(text) and text[end] in _ID_CHARS:
        end += 1
    return end


def _placeholders(text, delimiter):
    # Each match of CPython's pattern, left to right, as (kind, start, end, name): kind is
    # "escaped" (the delimiter twice), "named" (`$name` or `${name}`) or "invalid" (a lone
    # delimiter, matched alone so the scan goes on after it).
    if not isinstance(text, str):
        raise TypeError(f"expected string or bytes-like object, got '{type(text).__name__}'")
    out = []
    size = len(delimiter)
    i = text.find(delimiter)
    while i >= 0:
        j = i + size
        end = _identifier_end(text, j)
        if text[j : j + size] == delimiter:
            out.append(("escaped", i, j + size, None))
            j = j + size
        elif end > j:
            out.append(("named", i, end, text[j:end]))
            j = end
        elif text[j : j + 1] == "{" and _braced_end(text, j) > 0:
            close = _braced_end(text, j)
            out.append(("named", i, close + 1, text[j + 1 : close]))
            j = close + 1
        else:
            out.append(("invalid", i, j, None))
        i = text.find(delimiter, j)
    return out


def _braced_end(text, brace):
    # The index of the `}` closing `{identifier}` at `brace`, or 0 when there is none.
    end = _identifier_end(text, brace + 1)
    if end > brace + 1 and text[end : end + 1] == "}":
        return end
    return 0


def _lookup(args, kws, name):
    # `mapping[name]`, the keywords first when both are given (CPython's `ChainMap`).
    if not args:
        return kws[name]
    if not kws:
        return args[0][name]
    if name in kws:
        return kws[name]
    try:
        return args[0][name]
    except KeyError:
        raise KeyError(name) from None


def _check_arguments(method, args):
    if len(args) > 1:
        raise TypeError(f"Template.{method}() takes from 1 to 2 positional arguments but {len(args) + 1} were given")


class Template:
    delimiter = "$"
    idpattern = "(?a:[_a-z][_a-z0-9]*)"
    braceidpattern = None

    def __init__(self, template):
        self.template = template

    def _invalid(self, index):
        # `index` is past the delimiter, so the text before it has at least one line.
        lines = self.template[:index].splitlines(True)
        column = index - len("".join(lines[:-1]))
        raise ValueError(f"Invalid placeholder in string: line {len(lines)}, col {column}")

    def substitute(self, *args, **kws):
        _check_arguments("substitute", args)
        text = self.template
        parts = []
        last = 0
        for kind, start, end, name in _placeholders(text, self.delimiter):
            parts.append(text[last:start])
            if kind == "named":
                parts.append(str(_lookup(args, kws, name)))
            elif kind == "escaped":
                parts.append(self.delimiter)
            else:
                self._invalid(end)
            last = end
        parts.append(text[last:])
        return "".join(parts)

    def safe_substitute(self, *args, **kws):
        _check_arguments("safe_substitute", args)
        text = self.template
        parts = []
        last = 0
        for kind, start, end, name in _placeholders(text, self.delimiter):
            parts.append(text[last:start])
            if kind == "named":
                try:
                    parts.append(str(_lookup(args, kws, name)))
                except KeyError:
                    parts.append(text[start:end])
            elif kind == "escaped":
                parts.append(self.delimiter)
            else:
                parts.append(text[start:end])
            last = end
        parts.append(text[last:])
        return "".join(parts)

    def is_valid(self):
        for kind, _start, _end, _name in _placeholders(self.template, self.delimiter):
            if kind == "invalid":
                return False
        return True

    def get_identifiers(self):
        names = []
        for kind, _start, _end, name in _placeholders(self.template, self.delimiter):
            if kind == "named" and name not in names:
                names.append(name)
        return names

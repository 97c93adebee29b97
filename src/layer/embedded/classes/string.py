"""`string.Template` for agent programs: CPython's `$`-substitution, scanned by hand as its
pattern reads (`$$`, `$name`, `${name}`, else an invalid placeholder) so both engines run one
definition; and `string.Formatter`, `str.format`'s machinery as overridable methods, its
templates read as CPython's `_string.formatter_parser` reads them. The constants and
`capwords` are the functions-only half (`pure/string.py`)."""

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


def _parse_field(s, i):
    # The field starting at `s[i]` (just past its `{`): (name, conversion, spec, end), `end`
    # just past its closing `}`, read as CPython's `MarkupIterator` reads it.
    n = len(s)
    start = i
    c = ""
    while i < n:
        c = s[i]
        i += 1
        if c == "{":
            raise ValueError("unexpected '{' in field name")
        if c == "[":
            while i < n and s[i] != "]":
                i += 1
            continue
        if c in "}:!":
            break
    name = s[start : i - 1]
    if c not in "!:":
        if c != "}" or start == i:
            raise ValueError("expected '}' before end of string")
        return name, None, "", i
    conversion = None
    if c == "!":
        if i >= n:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = s[i]
        i += 1
        if i < n:
            c = s[i]
            i += 1
            if c == "}":
                return name, conversion, "", i
            if c != ":":
                raise ValueError("expected ':' after conversion specifier")
    spec_start = i
    depth = 1
    while i < n:
        c = s[i]
        i += 1
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return name, conversion, s[spec_start : i - 1], i
    raise ValueError("unmatched '{' in format spec")


def _format_parts(s):
    # `Formatter.parse`: (literal_text, field_name, format_spec, conversion) tuples, a doubled
    # brace ending a literal with one of it.
    out = []
    i = 0
    n = len(s)
    while i < n:
        start = i
        brace = ""
        while i < n:
            if s[i] in "{}":
                brace = s[i]
                i += 1
                break
            i += 1
        if not brace:
            out.append((s[start:i], None, None, None))
            break
        at_end = i >= n
        if brace == "}" and (at_end or s[i] != "}"):
            raise ValueError("Single '}' encountered in format string")
        if brace == "{" and at_end:
            raise ValueError("Single '{' encountered in format string")
        if s[i] == brace:
            out.append((s[start:i], None, None, None))
            i += 1
            continue
        literal = s[start : i - 1]
        name, conversion, spec, i = _parse_field(s, i)
        out.append((literal, name, spec, conversion))
    return out


def _field_key(text):
    return int(text) if text.isdecimal() else text


def _field_name_split(name):
    # `first` (an int when it is all digits) and the (is_attribute, key) steps after it.
    i = 0
    n = len(name)
    while i < n and name[i] not in ".[":
        i += 1
    first = _field_key(name[:i])
    rest = []
    while i < n:
        c = name[i]
        i += 1
        if c == ".":
            start = i
            while i < n and name[i] not in ".[":
                i += 1
            if i == start:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[start:i]))
        elif c == "[":
            start = i
            while i < n and name[i] != "]":
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            if i == start:
                raise ValueError("Empty attribute in format string")
            rest.append((False, _field_key(name[start:i])))
            i += 1
            if i < n and name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == "":
                if auto_arg_index is False:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1, auto_arg_index
            )
            result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError(f"Unknown conversion specifier {conversion!s}")

    def parse(self, format_string):
        return iter(_format_parts(format_string))

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, key in rest:
            obj = getattr(obj, key) if is_attr else obj[key]
        return obj, first

"""`pprint` for agent programs, written from its documentation and checked against CPython:
a value's `repr` when it fits in what is left of the line, else dicts (keys sorted unless
`sort_dicts=False`), lists, tuples and sets one item a line, and long strings cut after
whitespace into adjacent literals; `compact=True` packs a list's, tuple's or set's short items
on a line. Other values are their `repr`. `underscore_numbers=True`, recursive containers and
the dataclass and `collections` layouts are not modelled."""


def _plain(obj, level, opts):
    # `repr`, with dict keys sorted and containers deeper than `depth` shown as `[...]`.
    kind = type(obj)
    if kind is dict:
        if not obj:
            return "{}"
        if opts.depth is not None and level >= opts.depth:
            return "{...}"
        pairs = [_plain(k, level + 1, opts) + ": " + _plain(v, level + 1, opts) for k, v in _dict_items(obj, opts)]
        return "{" + ", ".join(pairs) + "}"
    if kind is list or kind is tuple:
        if not obj:
            return "[]" if kind is list else "()"
        if opts.depth is not None and level >= opts.depth:
            return "[...]" if kind is list else "(...,)" if len(obj) == 1 else "(...)"
        inner = ", ".join(_plain(x, level + 1, opts) for x in obj)
        if kind is list:
            return "[" + inner + "]"
        return "(" + inner + (",)" if len(obj) == 1 else ")")
    return repr(obj)


def _sort_key(obj):
    # Values of different types sort apart by type name, as CPython's fallback does.
    return type(obj).__name__


def _sorted(items):
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=_sort_key)


def _dict_items(obj, opts):
    if not opts.sort_dicts:
        return list(obj.items())
    keys = _sorted(list(obj.keys()))
    return [(k, obj[k]) for k in keys]


def _words(text):
    # `text` cut after each run of whitespace (a word with the spaces that follow it).
    parts = []
    start = 0
    i = 0
    while i < len(text):
        while i < len(text) and not text[i].isspace():
            i += 1
        while i < len(text) and text[i].isspace():
            i += 1
        parts.append(text[start:i])
        start = i
    return parts


def _long_str(obj, column, allowance, level):
    # A string too long for its line as adjacent literals, one a line, each as long as fits;
    # a string standing alone is wrapped in parentheses.
    if level == 0:
        column += 1
        allowance += 1
    lines = obj.splitlines(True)
    chunks = []
    for i, line in enumerate(lines):
        last = i == len(lines) - 1
        room = _State.width[0] - column - (allowance if last else 0)
        if len(repr(line)) <= room:
            chunks.append(repr(line))
            continue
        room = _State.width[0] - column
        current = ""
        parts = _words(line)
        for j, part in enumerate(parts):
            if last and j == len(parts) - 1:
                room -= allowance
            if len(repr(current + part)) > room and current:
                chunks.append(repr(current))
                current = part
            else:
                current += part
        if current:
            chunks.append(repr(current))
    if len(chunks) == 1:
        return repr(obj)
    text = ("\n" + " " * column).join(chunks)
    return "(" + text + ")" if level == 0 else text


class _State:
    # The width of the printer at work, which `_long_str` reads.
    width = [80]


def _items(items, column, allowance, level, opts, open_, close):
    # `items` one a line after `open_`, each indented to the column after it.
    inner = column + len(open_) - 1 + opts.indent
    lead = open_ + " " * (opts.indent - 1)
    if opts.compact:
        return lead + _compact(items, inner, allowance + len(close), level, opts) + close
    out = []
    for i, item in enumerate(items):
        last = i == len(items) - 1
        out.append(_render(item, inner, allowance + len(close) if last else 1, level + 1, opts))
    return lead + (",\n" + " " * inner).join(out) + close


def _compact(items, inner, allowance, level, opts):
    # As many items' `repr`s (each counted with its ", ") as fit in the line's width, then a
    # new line; an item too wide for a line of its own is laid out in full there.
    out = ""
    delim = ""
    newline = ",\n" + " " * inner
    width = max_width = opts.width - inner + 1
    for i, item in enumerate(items):
        last = i == len(items) - 1
        if last:
            max_width -= allowance
            width -= allowance
        rep = _plain(item, level + 1, opts)
        need = len(rep) + 2
        if width < need:
            width = max_width
            if delim:
                delim = newline
        if width >= need:
            width -= need
            out += delim + rep
            delim = ", "
            continue
        out += delim + _render(item, inner, allowance if last else 1, level + 1, opts)
        delim = newline
    return out


def _render(obj, column, allowance, level, opts):
    # `obj` as pprint writes it starting at `column`, with `allowance` characters to follow.
    text = _plain(obj, level, opts)
    if len(text) <= opts.width - column - allowance:
        return text
    kind = type(obj)
    if kind is dict and obj:
        inner = column + opts.indent
        out = []
        pairs = _dict_items(obj, opts)
        for i, (k, v) in enumerate(pairs):
            key = _plain(k, level + 1, opts)
            last = i == len(pairs) - 1
            out.append(key + ": " + _render(v, inner + len(key) + 2, allowance + 1 if last else 1, level + 1, opts))
        return "{" + " " * (opts.indent - 1) + (",\n" + " " * inner).join(out) + "}"
    if kind is list and obj:
        return _items(obj, column, allowance, level, opts, "[", "]")
    if kind is tuple and obj:
        return _items(obj, column, allowance, level, opts, "(", ",)" if len(obj) == 1 else ")")
    if kind is set and obj:
        return _items(_sorted(list(obj)), column, allowance, level, opts, "{", "}")
    if kind is frozenset and obj:
        return _items(_sorted(list(obj)), column, allowance, level, opts, "frozenset({", "})")
    if kind is str and len(obj) > 0:
        _State.width[0] = opts.width
        return _long_str(obj, column, allowance, level)
    return text


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        if underscore_numbers:
            raise NotImplementedError("pprint's underscore_numbers=True is not modelled")
        self.compact = compact
        self.indent = indent
        self.width = width
        self.depth = depth
        self.sort_dicts = sort_dicts
        self._stream = stream

    def pformat(self, object):
        return _render(object, 0, 0, 0, self)

    def pprint(self, object):
        text = self.pformat(object) + "\n"
        if self._stream is None:
            print(text, end="")
        else:
            self._stream.write(text)


def _readable(obj, stack):
    # CPython's test: builtin scalars are, containers are when all they hold is (and none
    # holds itself), anything else when its `repr` does not start with `<`.
    kind = type(obj)
    if kind in (str, bytes, bytearray, int, float, complex, bool, type(None)):
        return True
    if kind in (dict, list, tuple):
        if any(obj is seen for seen in stack):
            return False
        inner = list(obj.keys()) + list(obj.values()) if kind is dict else list(obj)
        return all(_readable(x, stack + [obj]) for x in inner)
    text = repr(obj)
    return bool(text) and not text.startswith("<")


def _recursive(obj, stack):
    kind = type(obj)
    if kind not in (dict, list, tuple):
        return False
    if any(obj is seen for seen in stack):
        return True
    inner = list(obj.keys()) + list(obj.values()) if kind is dict else list(obj)
    return any(_recursive(x, stack + [obj]) for x in inner)


def saferepr(object):
    if _recursive(object, []):
        raise NotImplementedError("pprint.saferepr of a container holding itself is not modelled")
    return _plain(object, 0, PrettyPrinter())


def isreadable(object):
    return _readable(object, [])


def isrecursive(object):
    return _recursive(object, [])


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(indent, width, depth, compact=compact, sort_dicts=sort_dicts, underscore_numbers=underscore_numbers)
    return printer.pformat(object)


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(indent, width, depth, stream, compact=compact, sort_dicts=sort_dicts, underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)

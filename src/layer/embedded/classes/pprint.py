"""`pprint` for agent programs, written from its documentation and checked against CPython:
a value's `repr` when it fits in what is left of the line, else dicts (keys sorted unless
`sort_dicts=False`), lists, tuples and sets one item a line, and long strings cut after
whitespace into adjacent literals. Other values are their `repr`. `compact=True`,
`underscore_numbers=True` and the dataclass and `collections` layouts are not modelled."""


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
    out = []
    for i, item in enumerate(items):
        last = i == len(items) - 1
        out.append(_render(item, inner, allowance + len(close) if last else 1, level + 1, opts))
    return lead + (",\n" + " " * inner).join(out) + close


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
        if compact or underscore_numbers:
            raise NotImplementedError("pprint's compact=True and underscore_numbers=True are not modelled")
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


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(indent, width, depth, compact=compact, sort_dicts=sort_dicts, underscore_numbers=underscore_numbers)
    return printer.pformat(object)


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(indent, width, depth, stream, compact=compact, sort_dicts=sort_dicts, underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)

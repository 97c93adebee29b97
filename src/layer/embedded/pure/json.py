"""`json` for agent programs: `dumps` written as CPython's encoder writes (separators, indent,
sorted keys, `default=`, floats by their `repr`), `loads` by a native decoder with CPython's
`JSONDecodeError` messages (`_json("loads", text)`). A `str` or `int` subclass is written as
CPython writes it, by its builtin value: `_json("plain", o)` gives that of an `IntEnum`,
`StrEnum`, `(str, Enum)` or `(int, Enum)` member, and any other value unchanged."""


def _floatstr(o, allow_nan):
    if o != o:
        text = "NaN"
    elif o == 1e309:
        text = "Infinity"
    elif o == -1e309:
        text = "-Infinity"
    else:
        return repr(o)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant")
    return text


def _key(k, skipkeys, allow_nan):
    # A dict key as the encoder writes it; None for a key `skipkeys` drops. A member of an
    # enumeration mixing in `str` or `int` is written as its value (`_json("plain", k)`).
    k = _json("plain", k)
    if isinstance(k, str):
        return k
    if isinstance(k, float):
        return _floatstr(k, allow_nan)
    if isinstance(k, bool):
        return "true" if k else "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return repr(k)
    if skipkeys:
        return None
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")


def _enter(o, path, opts):
    # CPython's encoder remembers the containers it is inside by identity and calls one met
    # again a cycle. Only a list or a dict can close a cycle (a tuple, or what `default=`
    # returns, holds itself only through one), so only they are compared; `None` marks the
    # others' levels. Nesting deeper than this is refused rather than followed.
    if len(path) > 400:
        _json("refuse", "`json.dumps` of values nested over 400 deep is not modelled")
    if not isinstance(o, (list, dict)):
        return path + [None]
    if opts[8]:
        for outer in path:
            if outer is not None and outer is o:
                raise ValueError("Circular reference detected")
    return path + [o]


def _encode(o, out, level, opts, path):
    o = _json("plain", o)
    if isinstance(o, str):
        out.append(_json("quote", o, opts[5]))
    elif o is None:
        out.append("null")
    elif isinstance(o, bool):
        out.append("true" if o else "false")
    elif isinstance(o, int):
        out.append(repr(int(o)))
    elif isinstance(o, float):
        out.append(_floatstr(o, opts[6]))
    elif isinstance(o, (list, tuple)):
        _encode_container(o, out, level, opts, path, "[]")
    elif isinstance(o, dict):
        _encode_container(o, out, level, opts, path, "{}")
    else:
        default = opts[7]
        if default is None:
            raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
        _encode(default(o), out, level, opts, _enter(o, path, opts))


def _open(out, bracket, level, opts):
    # The opening bracket and the separator between items, with the new level.
    indent = opts[0]
    out.append(bracket)
    if indent is None:
        return opts[1], level
    level += 1
    newline = "\n" + indent * level
    out.append(newline)
    return opts[1] + newline, level


def _close(out, bracket, level, opts):
    if opts[0] is not None:
        out.append("\n" + opts[0] * (level - 1))
    out.append(bracket)


def _encode_container(o, out, level, opts, path, brackets):
    # A list or tuple (`brackets` "[]") or a dict ("{}"), its items between separators.
    if not o:
        out.append(brackets)
        return
    is_dict = brackets == "{}"
    path = _enter(o, path, opts)
    separator, level = _open(out, brackets[0], level, opts)
    # Sorting the keys orders the items as sorting them does: keys are distinct.
    first = True
    for item in sorted(o) if is_dict and opts[3] else o:
        if is_dict:
            key = _key(item, opts[4], opts[6])
            if key is None:
                continue
        if not first:
            out.append(separator)
        first = False
        if is_dict:
            out.append(_json("quote", key, opts[5]))
            out.append(opts[2])
            item = o[item]
        _encode(item, out, level, opts, path)
    _close(out, brackets[1], level, opts)


def dumps(
    obj,
    *,
    skipkeys=False,
    ensure_ascii=True,
    check_circular=True,
    allow_nan=True,
    cls=None,
    indent=None,
    separators=None,
    default=None,
    sort_keys=False,
):
    if cls is not None:
        # As CPython: an encoder of the class (`JSONEncoder` or the program's subclass of it)
        # built with these options writes the value.
        encoder = cls(
            skipkeys=skipkeys,
            ensure_ascii=ensure_ascii,
            check_circular=check_circular,
            allow_nan=allow_nan,
            indent=indent,
            separators=separators,
            default=default,
            sort_keys=sort_keys,
        )
        # Through `getattr`: a method call in this functions-only half is read as a builtin
        # value's method, and the encoder is an instance of a class.
        return getattr(encoder, "encode")(obj)
    if indent is not None and not isinstance(indent, str):
        indent = " " * indent
    if separators is not None:
        item_separator, key_separator = separators
    elif indent is not None:
        item_separator, key_separator = ",", ": "
    else:
        item_separator, key_separator = ", ", ": "
    # Plain data is written natively; anything else (or `None` back) by the encoder below.
    text = _json("dumps", obj, indent, item_separator, key_separator, sort_keys, ensure_ascii, allow_nan)
    if text is not None:
        return text
    opts = (indent, item_separator, key_separator, sort_keys, skipkeys, ensure_ascii, allow_nan, default, check_circular)
    out = []
    _encode(obj, out, 0, opts, [])
    return "".join(out)


def _hooked(v, hook):
    # `object_hook` applied to every decoded object, innermost first, in document order
    # (when CPython's decoder calls it).
    if isinstance(v, list):
        return [_hooked(x, hook) for x in v]
    if isinstance(v, dict):
        return hook({k: _hooked(x, hook) for k, x in v.items()})
    return v


def loads(
    s,
    *,
    cls=None,
    object_hook=None,
    parse_float=None,
    parse_int=None,
    parse_constant=None,
    object_pairs_hook=None,
):
    if cls is not None:
        _json("refuse", "`json.loads(cls=...)`: decoder classes are not modelled")
    if isinstance(s, (bytes, bytearray)):
        # CPython reads UTF-8 bytes (a byte-order mark skipped) as their text.
        s = s.decode("utf-8-sig" if s.startswith(b"\xef\xbb\xbf") else "utf-8")
    value = _json("loads", s)
    if parse_float is not None or parse_int is not None or parse_constant is not None or object_pairs_hook is not None:
        # The native decoder has checked the text (and raised CPython's errors); it is read
        # again here so each number, constant and object goes through its hook.
        hooks = (object_hook, parse_float, parse_int, parse_constant, object_pairs_hook)
        value, _ = _value(s, _skip(s, 0), hooks)
        return value
    if object_hook is not None:
        return _hooked(value, object_hook)
    return value


def _skip(s, i):
    # Past the JSON whitespace at `i`.
    while i < len(s) and s[i] in " \t\n\r":
        i += 1
    return i


def _value(s, i, hooks):
    # The value of valid JSON text starting at `i`, with where it ends, each piece through its
    # hook as CPython's scanner calls them: `parse_float` and `parse_int` with a number's text,
    # `parse_constant` with `NaN`, `Infinity` or `-Infinity`, `object_pairs_hook` with an
    # object's pairs (else `object_hook` with its dict).
    object_hook, parse_float, parse_int, parse_constant, pairs_hook = hooks
    c = s[i]
    if c == "{":
        pairs = []
        i = _skip(s, i + 1)
        while s[i] != "}":
            end = _string_end(s, i)
            key = _json("loads", s[i:end])
            item, i = _value(s, _skip(s, _skip(s, end) + 1), hooks)
            pairs.append((key, item))
            i = _skip(s, i)
            if s[i] == ",":
                i = _skip(s, i + 1)
        if pairs_hook is not None:
            return pairs_hook(pairs), i + 1
        made = dict(pairs)
        return (made if object_hook is None else object_hook(made)), i + 1
    if c == "[":
        items = []
        i = _skip(s, i + 1)
        while s[i] != "]":
            item, i = _value(s, i, hooks)
            items.append(item)
            i = _skip(s, i)
            if s[i] == ",":
                i = _skip(s, i + 1)
        return items, i + 1
    if c == '"':
        end = _string_end(s, i)
        return _json("loads", s[i:end]), end
    for word, meaning in (("true", True), ("false", False), ("null", None)):
        if s.startswith(word, i):
            return meaning, i + len(word)
    for word in ("NaN", "Infinity", "-Infinity"):
        if s.startswith(word, i):
            return (float(word) if parse_constant is None else parse_constant(word)), i + len(word)
    end = i + 1
    while end < len(s) and s[end] in "0123456789":
        end += 1
    whole = end
    while end < len(s) and s[end] in "0123456789.eE+-":
        end += 1
    text = s[i:end]
    if end == whole:
        return (int(text) if parse_int is None else parse_int(text)), end
    return (float(text) if parse_float is None else parse_float(text)), end


def _string_end(s, i):
    # Past the closing quote of the JSON string opening at `i`.
    j = i + 1
    while s[j] != '"':
        j += 2 if s[j] == "\\" else 1
    return j + 1

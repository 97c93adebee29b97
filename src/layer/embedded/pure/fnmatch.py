"""`fnmatch` for agent programs: shell-style wildcards as the documentation describes them.
`*` matches any run of characters, `?` any one character, `[seq]` one character of `seq`
(`a-z` ranges, a leading `!` negates, a `]` or `-` first and a `-` last are literal, an
unclosed `[` is literal). Names are matched whole and, as on POSIX, case-sensitively in both
`fnmatch` and `fnmatchcase`. The pattern is matched directly, not through a regex;
`translate` spells the regex CPython 3.11 would compile for it."""
from re import escape as _escape, sub as _sub


def _class_items(body):
    # The (low, high) character ranges of a bracket body without its `!`; an empty range
    # (`z-a`) matches nothing.
    items = []
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if i + 2 < n and body[i + 1] == "-":
            items.append((c, body[i + 2]))
            i += 3
        else:
            items.append((c, c))
            i += 1
    return items


def _class_end(pat, i):
    # Where the `[` class whose body starts at `i` closes (a `!` and a first `]` are part of
    # the body), or None when it never does and the `[` is literal.
    n = len(pat)
    j = i
    if j < n and pat[j] == "!":
        j += 1
    if j < n and pat[j] == "]":
        j += 1
    while j < n and pat[j] != "]":
        j += 1
    return j if j < n else None


def _tokens(pat):
    # ("*",), ("?",), ("[", negate, ranges) or ("=", char), in pattern order.
    out = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not out or out[-1][0] != "*":
                out.append(("*",))
        elif c == "?":
            out.append(("?",))
        elif c == "[":
            j = _class_end(pat, i)
            if j is None:
                out.append(("=", "["))
            else:
                body = pat[i:j]
                negate = body.startswith("!")
                if negate:
                    body = body[1:]
                out.append(("[", negate, _class_items(body)))
                i = j + 1
        else:
            out.append(("=", c))
    return out


def _one(token, ch):
    kind = token[0]
    if kind == "?":
        return True
    if kind == "=":
        return token[1] == ch
    inside = any(lo <= ch <= hi for lo, hi in token[2])
    return inside != token[1]


def _match(name, tokens):
    # Greedy wildcard matching with backtracking to the last `*`.
    t = 0
    s = 0
    star = -1
    resume = 0
    while s < len(name):
        if t < len(tokens) and tokens[t][0] == "*":
            star = t
            resume = s
            t += 1
        elif t < len(tokens) and _one(tokens[t], name[s]):
            t += 1
            s += 1
        elif star >= 0:
            t = star + 1
            resume += 1
            s = resume
        else:
            return False
    while t < len(tokens) and tokens[t][0] == "*":
        t += 1
    return t == len(tokens)


def _check(name, pat):
    if not isinstance(name, str) or not isinstance(pat, str):
        raise TypeError("fnmatch is modelled for str names and patterns only")


def fnmatchcase(name, pat):
    _check(name, pat)
    return _match(name, _tokens(pat))


def fnmatch(name, pat):
    _check(name, pat)
    return _match(name, _tokens(pat))


def filter(names, pat):
    tokens = _tokens(pat)
    result = []
    for name in names:
        _check(name, pat)
        if _match(name, tokens):
            result.append(name)
    return result


def _bracket(pat, i, j):
    # The regex text of the class `pat[i:j]` (between `[` and `]`): a `-` that ends a range is
    # kept, one that cannot (first, last, or of an empty range) escaped; empty ranges dropped.
    if "-" not in pat[i:j]:
        stuff = pat[i:j].replace("\\", "\\\\")
    else:
        chunks = []
        k = i + 2 if pat[i] == "!" else i + 1
        while True:
            k = pat.find("-", k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        tail = pat[i:j]
        if tail:
            chunks.append(tail)
        else:
            chunks[-1] += "-"
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = "-".join(c.replace("\\", "\\\\").replace("-", "\\-") for c in chunks)
    stuff = _sub(r"([&~|])", r"\\\1", stuff)
    if not stuff:
        return "(?!)"
    if stuff == "!":
        return "."
    if stuff[0] == "!":
        stuff = "^" + stuff[1:]
    elif stuff[0] in ("^", "["):
        stuff = "\\" + stuff
    return f"[{stuff}]"


def translate(pat):
    # The pieces in order, `None` standing for a run of `*`; then each `*` before a fixed
    # piece that another `*` follows becomes an atomic group, as CPython 3.11 spells it.
    pieces = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not pieces or pieces[-1] is not None:
                pieces.append(None)
        elif c == "?":
            pieces.append(".")
        elif c == "[":
            j = _class_end(pat, i)
            if j is None:
                pieces.append("\\[")
            else:
                pieces.append(_bracket(pat, i, j))
                i = j + 1
        else:
            pieces.append(_escape(c))
    out = []
    k = 0
    while k < len(pieces) and pieces[k] is not None:
        out.append(pieces[k])
        k += 1
    while k < len(pieces):
        k += 1
        if k == len(pieces):
            out.append(".*")
            break
        fixed = []
        while k < len(pieces) and pieces[k] is not None:
            fixed.append(pieces[k])
            k += 1
        fixed = "".join(fixed)
        if k == len(pieces):
            out.append(".*")
            out.append(fixed)
        else:
            out.append(f"(?>.*?{fixed})")
    body = "".join(out)
    return f"(?s:{body})\\Z"

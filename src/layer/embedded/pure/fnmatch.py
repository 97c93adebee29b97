"""`fnmatch` for agent programs: shell-style wildcards as the documentation describes them.
`*` matches any run of characters, `?` any one character, `[seq]` one character of `seq`
(`a-z` ranges, a leading `!` negates, a `]` or `-` first and a `-` last are literal, an
unclosed `[` is literal). Names are matched whole and, as on POSIX, case-sensitively in both
`fnmatch` and `fnmatchcase`. The pattern is matched directly, not through a regex:
`translate` is not modelled."""


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
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
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

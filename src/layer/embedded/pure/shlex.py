"""`shlex` for agent programs: `split` (POSIX mode, as CPython's `shlex.split` runs it:
whitespace between words, single and double quotes, backslash escapes, no comments unless
asked), `quote` and `join`. The lexer class `shlex` is the module's class half
(`embedded/classes/shlex.py`)."""

_WHITESPACE = " \t\r\n"
# The characters `quote` leaves a word bare with: ASCII letters, digits and `_@%+=:,./-`.
_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-"


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("Refusing to read from sys.stdin")
    if not posix:
        raise NotImplementedError("shlex.split(posix=False) is not modelled")
    words = []
    word = ""
    in_word = False
    quote = ""
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if quote == "'":
            if c == "'":
                quote = ""
            else:
                word += c
        elif quote == '"':
            if c == '"':
                quote = ""
            elif c == "\\":
                if i + 1 >= n:
                    raise ValueError("No closing quotation")
                nxt = s[i + 1]
                word += nxt if nxt in '"\\' else c + nxt
                i += 1
            else:
                word += c
        elif c in _WHITESPACE:
            if in_word:
                words.append(word)
                word = ""
                in_word = False
        elif comments and c == "#" and not in_word:
            while i < n and s[i] != "\n":
                i += 1
            continue
        elif c == "\\":
            if i + 1 >= n:
                raise ValueError("No escaped character")
            word += s[i + 1]
            in_word = True
            i += 1
        elif c in "'\"":
            quote = c
            in_word = True
        else:
            word += c
            in_word = True
        i += 1
    if quote:
        raise ValueError("No closing quotation")
    if in_word:
        words.append(word)
    return words


def quote(s):
    if not isinstance(s, str):
        raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")
    if not s:
        return "''"
    for c in s:
        if c not in _SAFE:
            return "'" + s.replace("'", "'\"'\"'") + "'"
    return s


def join(split_command):
    return " ".join([quote(arg) for arg in split_command])

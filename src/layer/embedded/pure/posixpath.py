"""`os.path` (CPython's `posixpath`) for agent programs: the functions that only read their
string arguments, as on a POSIX system. Those that ask the file system, the working directory
or the user's home are not here (the program's own effects do that)."""

sep = "/"
curdir = "."
pardir = ".."
extsep = "."
altsep = None
pathsep = ":"


def _fspath(p):
    # `os.fspath` of a value of the subset, which has no bytes or path objects.
    if isinstance(p, str):
        return p
    raise TypeError(f"expected str, bytes or os.PathLike object, not {type(p).__name__}")


def _check_parts(function, parts):
    for p in parts:
        if not isinstance(p, str):
            raise TypeError(
                f"{function}() argument must be str, bytes, or os.PathLike object, not {type(p).__name__!r}"
            )


def isabs(s):
    return _fspath(s).startswith("/")


def join(a, *p):
    path = _fspath(a)
    _check_parts("join", p)
    for b in p:
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path += b
        else:
            path += "/" + b
    return path


def _head(p, i):
    # The directory part before index `i` (just past the last slash), its trailing slashes
    # dropped unless it is all slashes.
    head = p[:i]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head


def split(p):
    p = _fspath(p)
    i = p.rfind("/") + 1
    return _head(p, i), p[i:]


def basename(p):
    p = _fspath(p)
    return p[p.rfind("/") + 1 :]


def dirname(p):
    p = _fspath(p)
    return _head(p, p.rfind("/") + 1)


def splitext(p):
    # The extension runs from the last dot of the last component, unless only dots come
    # before that dot in the component (`.bashrc` has none).
    p = _fspath(p)
    dot = p.rfind(".")
    if dot > p.rfind("/"):
        start = p.rfind("/") + 1
        while start < dot:
            if p[start] != ".":
                return p[:dot], p[dot:]
            start += 1
    return p, ""


def splitdrive(p):
    p = _fspath(p)
    return "", p


def normpath(path):
    path = _fspath(path)
    if path == "":
        return "."
    # POSIX keeps two leading slashes apart from one; three or more are one.
    slashes = 0
    if path.startswith("/"):
        slashes = 2 if path.startswith("//") and not path.startswith("///") else 1
    kept = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue
        if part != ".." or (slashes == 0 and not kept) or (kept and kept[-1] == ".."):
            kept.append(part)
        elif kept:
            kept.pop()
    return ("/" * slashes + "/".join(kept)) or "."


def commonprefix(m):
    if not m:
        return ""
    if not isinstance(m[0], (list, tuple)):
        m = tuple(_fspath(x) for x in m)
    s1 = min(m)
    s2 = max(m)
    for i in range(len(s1)):
        if s1[i] != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    paths = tuple(_fspath(p) for p in paths)
    if len(set(p[:1] == "/" for p in paths)) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    parts = [[c for c in p.split("/") if c and c != "."] for p in paths]
    s1 = min(parts)
    s2 = max(parts)
    common = s1
    for i in range(len(s1)):
        if s1[i] != s2[i]:
            common = s1[:i]
            break
    prefix = "/" if paths[0][:1] == "/" else ""
    return prefix + "/".join(common)


def _parts(p):
    # The components of `normpath(p)`, with how many `..` lead them.
    parts = [c for c in normpath(p).split("/") if c and c != "."]
    up = 0
    while up < len(parts) and parts[up] == "..":
        up += 1
    return parts, up


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if start is None:
        raise NotImplementedError(
            "os.path.relpath() without start reads the working directory, which clauz3 does not model: pass start"
        )
    start = _fspath(start)
    # CPython makes both absolute against the working directory; the answer is known without
    # it when both are absolute (`normpath` leaves them no `..`), or both relative and
    # climbing out of it equally far.
    to, up_to = _parts(path)
    frm, up_from = _parts(start)
    if path.startswith("/") != start.startswith("/") or up_to != up_from:
        raise NotImplementedError(
            f"os.path.relpath({path!r}, {start!r}) depends on the working directory, which clauz3 does not model: pass two absolute paths"
        )
    same = 0
    while same < len(to) and same < len(frm) and to[same] == frm[same]:
        same += 1
    rel = [".."] * (len(frm) - same) + to[same:]
    if not rel:
        return "."
    return "/".join(rel)

"""`traceback`'s text for agent programs, the functions-only half (`logging` formats with it):
CPython 3.11's text for an exception (its frames, chained exceptions, the last line) and for
the running frames; the functions writing it to a file (`print_exc`, ...) are the class
half's, as `write` is. The frames come from the interpreter (`_traceback(e)`, `_stack()`), each
`(filename, lineno, name, line, carets)`: file, line, function, source line and the carets
under the failing expression. Frames inside clauz3's models of standard-library modules are
left out (the traceback ends at the program's call). The class half has `FrameSummary`,
`TracebackException` and the `extract_*` functions."""

_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"


def _cut(frames, limit):
    if limit is None:
        return frames
    return frames[:limit] if limit >= 0 else frames[limit:]


def _carets_of(f):
    if isinstance(f, tuple):
        return f[4] if len(f) > 4 else ""
    return getattr(f, "_carets", "")


def _format_frame(f):
    text = f'  File "{f[0]}", line {f[1]}, in {f[2]}\n'
    line = f[3]
    if line:
        text += f"    {line}\n"
        carets = _carets_of(f)
        if carets:
            text += carets + "\n"
    return text


def _repeated(n):
    return f"  [Previous line repeated {n} more time{'s' if n > 1 else ''}]\n"


def format_list(extracted_list):
    out = []
    last = None
    count = 0
    for f in extracted_list:
        key = (f[0], f[1], f[2])
        if key != last:
            if count > 3:
                out.append(_repeated(count - 3))
            last = key
            count = 0
        count += 1
        if count <= 3:
            out.append(_format_frame(f))
    if count > 3:
        out.append(_repeated(count - 3))
    return out


def _qualified(cls):
    # CPython names a class of a module other than `__main__` and `builtins` with its module.
    name = repr(cls)[8:-2]
    if name.startswith("__main__."):
        return name[9:]
    return name


def _exception_text(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


def format_exception_only(exc, /, value=None):
    if value is None and isinstance(exc, BaseException):
        value = exc
    if value is None:
        return ["NoneType: None\n"] if exc is None else [_qualified(exc) + "\n"]
    name = _qualified(type(value))
    text = _exception_text(value)
    return [f"{name}: {text}\n" if text else f"{name}\n"] + _notes_lines(value)


def _safe_text(value, what, func):
    try:
        return func(value)
    except Exception:
        return f"<{what} {func.__name__}() failed>"


def _notes_lines(value):
    # PEP 678's notes, each split into its lines, as CPython 3.11's `TracebackException` does.
    notes = getattr(value, "__notes__", None)
    if isinstance(notes, (list, tuple)):
        out = []
        for note in notes:
            out.extend([line + "\n" for line in _safe_text(note, "note", str).split("\n")])
        return out
    if notes is not None:
        return [_safe_text(notes, "__notes__", repr)]
    return []


def _seen(seen, value):
    for s in seen:
        if s is value:
            return True
    return False


def _format_chain(value, chain, limit, seen):
    out = []
    seen.append(value)
    if chain:
        cause = value.__cause__
        context = value.__context__
        if cause is not None and not _seen(seen, cause):
            out.extend(_format_chain(cause, chain, limit, seen))
            out.append(_CAUSE)
        elif context is not None and not value.__suppress_context__ and not _seen(seen, context):
            out.extend(_format_chain(context, chain, limit, seen))
            out.append(_CONTEXT)
    frames = _cut(_traceback(value), limit)
    if frames:
        out.append("Traceback (most recent call last):\n")
        out.extend(format_list(frames))
    out.extend(format_exception_only(value))
    return out


def _group_members(value):
    # The sub-exceptions of an exception group (whose class is not this module's to name).
    members = getattr(value, "exceptions", None)
    if isinstance(members, tuple) and hasattr(value, "derive") and hasattr(value, "split"):
        return members
    return None


def _emit(ctx, lines, margin="|"):
    # Lines indented as CPython 3.11's `_ExceptionPrintContext.emit` does; `ctx` is
    # `[depth in groups, whether a box is left to close]`.
    prefix = " " * (2 * ctx[0])
    if ctx[0]:
        prefix += margin + " "
    return ["".join(prefix + line for line in text.splitlines(True)) for text in lines]


def _format_group_chain(value, chain, limit, seen, ctx):
    # `TracebackException.format` with groups: each in the boxes CPython 3.11 draws.
    links = [(None, value)]
    seen.append(value)
    current = value
    while chain:
        cause = current.__cause__
        context = current.__context__
        if cause is not None:
            joint, current = _CAUSE, cause
        elif context is not None and not current.__suppress_context__:
            joint, current = _CONTEXT, context
        else:
            break
        if _seen(seen, current):
            break
        seen.append(current)
        links.append((joint, current))
    out = []
    for k in range(len(links) - 1, -1, -1):
        out.extend(_format_group_one(links[k][1], chain, limit, seen, ctx))
        if links[k][0] is not None:
            out.extend(_emit(ctx, [links[k][0]]))
    return out


def _format_group_one(value, chain, limit, seen, ctx):
    frames = _cut(_traceback(value), limit)
    members = _group_members(value)
    if members is None:
        out = []
        if frames:
            out.extend(_emit(ctx, ["Traceback (most recent call last):\n"]))
            out.extend(_emit(ctx, format_list(frames)))
        out.extend(_emit(ctx, format_exception_only(value)))
        return out
    if ctx[0] > 10:
        return _emit(ctx, ["... (max_group_depth is 10)\n"])
    out = []
    toplevel = ctx[0] == 0
    if toplevel:
        ctx[0] += 1
    if frames:
        out.extend(_emit(ctx, ["Exception Group Traceback (most recent call last):\n"], "+" if toplevel else "|"))
        out.extend(_emit(ctx, format_list(frames)))
    out.extend(_emit(ctx, format_exception_only(value)))
    n = min(len(members), 16)
    ctx[1] = False
    for i in range(n):
        last = i == n - 1
        if last:
            ctx[1] = True
        truncated = i >= 15
        title = "..." if truncated else str(i + 1)
        corner = "+-" if i == 0 else "  "
        out.append(" " * (2 * ctx[0]) + corner + f"+---------------- {title} ----------------\n")
        ctx[0] += 1
        if truncated:
            remaining = len(members) - 15
            out.extend(_emit(ctx, [f"and {remaining} more exception{'s' if remaining > 1 else ''}\n"]))
        else:
            out.extend(_format_group_chain(members[i], chain, limit, seen, ctx))
        if last and ctx[1]:
            out.append(" " * (2 * ctx[0]) + "+------------------------------------\n")
            ctx[1] = False
        ctx[0] -= 1
    if toplevel:
        ctx[0] = 0
    return out


def _has_group(value, chain):
    seen = []
    while value is not None and not _seen(seen, value):
        if _group_members(value) is not None:
            return True
        if not chain:
            return False
        seen.append(value)
        if value.__cause__ is not None:
            value = value.__cause__
        elif not value.__suppress_context__:
            value = value.__context__
        else:
            value = None
    return False


def format_exception(exc, /, value=None, tb=None, limit=None, chain=True):
    if isinstance(exc, BaseException):
        value = exc
    if value is None:
        return ["NoneType: None\n"]
    if _has_group(value, chain):
        return _format_group_chain(value, chain, limit, [], [0, False])
    return _format_chain(value, chain, limit, [])


def _current_exception():
    # The exception being handled, as `sys.exc_info()` gives it.
    return _handling()


def format_exc(limit=None, chain=True):
    return "".join(format_exception(_current_exception(), limit=limit, chain=chain))


def _stack_frames(limit):
    frames = [(f[0], f[1], f[2], f[3], "") for f in _stack()]
    if limit is not None:
        frames = frames[-limit:] if limit >= 0 else frames[:-limit]
    return frames


def format_stack(f=None, limit=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `format_stack()` without one")
    return format_list(_stack_frames(limit))

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


def format_exception(exc, /, value=None, tb=None, limit=None, chain=True):
    if isinstance(exc, BaseException):
        value = exc
    if value is None:
        return ["NoneType: None\n"]
    return _format_chain(value, chain, limit, [])


def _current_exception():
    # The exception being handled, as `sys.exc_info()` would give it.
    try:
        raise
    except BaseException as e:
        if isinstance(e, RuntimeError) and str(e) == "No active exception to reraise":
            return None
        return e


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

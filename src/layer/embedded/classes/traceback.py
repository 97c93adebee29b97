"""`traceback` for agent programs: the text CPython 3.11 prints for an exception (its frames,
chained exceptions, the last line) and for the running frames. The frames come from the
interpreter (`_traceback(e)`, `_stack()`): file, line, function, source line and the carets
under the failing expression. Frames inside clauz3's models of standard-library modules are
left out (the traceback ends at the program's call). `e.__traceback__` objects are not
modelled: `extract_tb` and `format_tb` take the exception itself here."""

_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"


class FrameSummary:
    def __init__(self, filename, lineno, name, line="", carets=""):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self.line = line
        self._carets = carets

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __getitem__(self, pos):
        return [self.filename, self.lineno, self.name, self.line][pos]

    def __len__(self):
        return 4

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename, self.lineno, self.name, self.line) == (
                other.filename,
                other.lineno,
                other.name,
                other.line,
            )
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __repr__(self):
        return f"<FrameSummary file {self.filename}, line {self.lineno} in {self.name}>"


def _summaries(frames, limit):
    out = [FrameSummary(f[0], f[1], f[2], f[3], f[4]) for f in frames]
    if limit is not None:
        out = out[:limit] if limit >= 0 else out[limit:]
    return out


def _format_frame(f):
    text = f'  File "{f.filename}", line {f.lineno}, in {f.name}\n'
    if f.line:
        text += f"    {f.line}\n"
        carets = f._carets if isinstance(f, FrameSummary) else ""
        if carets:
            text += carets + "\n"
    return text


def format_list(extracted_list):
    out = []
    last = None
    repeats = 0
    for f in extracted_list:
        if not isinstance(f, FrameSummary):
            f = FrameSummary(f[0], f[1], f[2], f[3] if f[3] is not None else "")
        key = (f.filename, f.lineno, f.name)
        if last is not None and key == last:
            repeats += 1
            if repeats >= 3:
                continue
        else:
            if repeats > 3:
                out.append(_repeated(repeats - 3))
            last = key
            repeats = 0
        out.append(_format_frame(f))
    if repeats > 3:
        out.append(_repeated(repeats - 3))
    return out


def _repeated(n):
    return f"  [Previous line repeated {n} more time{'s' if n > 1 else ''}]\n"


def print_list(extracted_list, file=None):
    _write("".join(format_list(extracted_list)), file)


def _write(text, file):
    if file is None:
        _stderr(text)
    else:
        file.write(text)


def _qualified(cls):
    # CPython names a class of a module other than `__main__` and `builtins` with its module.
    name = repr(cls)[8:-2]
    if name.startswith("__main__."):
        return name[9:]
    return name


def _exception_text(value):
    try:
        text = str(value)
    except BaseException:
        text = "<exception str() failed>"
    return text


def format_exception_only(exc, /, value=None):
    if value is None and isinstance(exc, BaseException):
        value = exc
    if value is None:
        name = "NoneType" if exc is None else _qualified(exc)
        return [name + ": None\n"] if exc is None else [name + "\n"]
    name = _qualified(type(value))
    text = _exception_text(value)
    return [f"{name}: {text}\n" if text else f"{name}\n"]


def _value_of(exc, value):
    if isinstance(exc, BaseException):
        return exc
    return value


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
    frames = _summaries(_traceback(value), limit)
    if frames:
        out.append("Traceback (most recent call last):\n")
        out.extend(format_list(frames))
    out.extend(format_exception_only(value))
    return out


def _seen(seen, value):
    for s in seen:
        if s is value:
            return True
    return False


def format_exception(exc, /, value=None, tb=None, limit=None, chain=True):
    value = _value_of(exc, value)
    if value is None:
        return ["NoneType: None\n"]
    return _format_chain(value, chain, limit, [])


def print_exception(exc, /, value=None, tb=None, limit=None, file=None, chain=True):
    _write("".join(format_exception(exc, value, tb, limit, chain)), file)


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


def print_exc(limit=None, file=None, chain=True):
    print_exception(_current_exception(), limit=limit, file=file, chain=chain)


def extract_tb(tb, limit=None):
    if not isinstance(tb, BaseException):
        raise NotImplementedError("traceback objects are not modelled: pass the exception to `extract_tb`")
    return _summaries(_traceback(tb), limit)


def format_tb(tb, limit=None):
    return format_list(extract_tb(tb, limit))


def print_tb(tb, limit=None, file=None):
    _write("".join(format_tb(tb, limit)), file)


def extract_stack(f=None, limit=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `extract_stack()` without one")
    frames = _summaries(_stack(), None)
    for s in frames:
        s._carets = ""
    if limit is not None:
        frames = frames[-limit:] if limit >= 0 else frames[:-limit]
    return frames


def format_stack(f=None, limit=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `format_stack()` without one")
    return format_list(extract_stack(None, limit))


def print_stack(f=None, limit=None, file=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `print_stack()` without one")
    _write("".join(format_stack(None, limit)), file)


class TracebackException:
    def __init__(self, exc_type, exc_value, exc_traceback=None, *, limit=None, **kwargs):
        self._value = exc_value
        self._limit = limit
        self.exc_type = exc_type
        self.stack = _summaries(_traceback(exc_value), limit) if exc_value is not None else []

    @classmethod
    def from_exception(cls, exc, *, limit=None, **kwargs):
        return cls(type(exc), exc, None, limit=limit)

    def format(self, *, chain=True):
        if self._value is None:
            return ["NoneType: None\n"]
        return _format_chain(self._value, chain, self._limit, [])

    def format_exception_only(self):
        return format_exception_only(self._value)

    def __str__(self):
        return _exception_text(self._value)

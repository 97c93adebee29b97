"""`traceback`'s classes for agent programs: `FrameSummary`, `TracebackException`, the
functions giving frame summaries (`extract_tb`, `extract_stack`) and those writing to a file
(`print_exc`, `print_exception`, `print_tb`, `print_stack`, `print_list`). The text itself is the
functions-only half's (`embedded/pure/traceback.py`). `extract_tb` and `format_tb` take a
traceback object (`e.__traceback__`), whose frames the interpreter gives (`_traceback(tb)`)."""

from traceback import (
    format_exc as _format_exc,
    format_exception as _format_exception,
    format_list as _format_list,
    format_stack as _format_stack,
)


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


def extract_tb(tb, limit=None):
    if tb is None:
        return []
    if isinstance(tb, BaseException):
        raise AttributeError(f"'{type(tb).__name__}' object has no attribute 'tb_frame'")
    return _summaries(_traceback(tb), limit)


def format_tb(tb, limit=None):
    return _format_list(extract_tb(tb, limit))


def _write(text, file):
    if file is None:
        _stderr(text)
    else:
        file.write(text)


def print_tb(tb, limit=None, file=None):
    _write("".join(format_tb(tb, limit)), file)


def print_list(extracted_list, file=None):
    _write("".join(_format_list(extracted_list)), file)


def print_exception(exc, /, value=None, tb=None, limit=None, file=None, chain=True):
    _write("".join(_format_exception(exc, value, tb, limit, chain)), file)


def print_exc(limit=None, file=None, chain=True):
    _write(_format_exc(limit, chain), file)


def print_stack(f=None, limit=None, file=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `print_stack()` without one")
    _write("".join(_format_stack(None, limit)), file)


def extract_stack(f=None, limit=None):
    if f is not None:
        raise NotImplementedError("frame objects are not modelled: call `extract_stack()` without one")
    frames = [FrameSummary(s[0], s[1], s[2], s[3], "") for s in _stack()]
    if limit is not None:
        frames = frames[-limit:] if limit >= 0 else frames[:-limit]
    return frames


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
        return _format_exception(self._value, limit=self._limit, chain=chain)

    def format_exception_only(self):
        text = str(self._value)
        name = repr(type(self._value))[8:-2]
        if name.startswith("__main__."):
            name = name[9:]
        return [f"{name}: {text}\n" if text else f"{name}\n"]

    def __str__(self):
        return str(self._value)

"""`logging` for agent programs: loggers by dotted name with levels and propagation,
`basicConfig`, `StreamHandler`, `NullHandler`, `Formatter` with `%`- and `{`-style formats, and
the module's functions, which log on the root logger. Records go to the run's error stream (what
`sys.stderr` writes to) unless a handler is given another stream. A module may define classes
but not module-level instances, so the loggers and the settings live in `_State`'s class
attributes, made at first use, and there is no `logging.root` (`getLogger()` is the root).

Not modelled: handlers writing anywhere but a stream (files, sockets; their names are refused
where used), the record fields naming the caller's source (`%(lineno)d`, `%(funcName)s`, ...),
and the traceback of a record that cannot be formatted (`--- Logging error ---` shows the
exception's last line). `exception()`, `exc_info=` and `stack_info=` print the traceback and
the stack as the modelled `traceback` formats them."""

from time import gmtime as _gmtime, strftime as _strftime, time as _time
from traceback import format_exception as _format_exception, format_stack as _format_stack

CRITICAL = 50
FATAL = 50
ERROR = 40
WARNING = 30
WARN = 30
INFO = 20
DEBUG = 10
NOTSET = 0

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

# The record fields a format may name; the others name the caller's source or process.
_FIELDS = ("name", "msg", "args", "levelname", "levelno", "message", "asctime", "created", "msecs")

# Every attribute CPython's `LogRecord.__init__` sets: a key of `extra` may name none of them
# (nor `message`, `asctime`), as `makeRecord` raises `KeyError` for them.
_RECORD_ATTRS = (
    "name", "msg", "args", "levelname", "levelno", "pathname", "filename", "module", "exc_info",
    "exc_text", "stack_info", "lineno", "funcName", "created", "msecs", "relativeCreated", "thread",
    "threadName", "processName", "process",
)


def _type_name(x):
    return "NoneType" if x is None else type(x).__name__


class _State:
    # The loggers by name (the root under ""), the level names, `disable`'s level.
    loggers = {}
    level_names = {50: "CRITICAL", 40: "ERROR", 30: "WARNING", 20: "INFO", 10: "DEBUG", 0: "NOTSET"}
    name_levels = {"CRITICAL": 50, "FATAL": 50, "ERROR": 40, "WARN": 30, "WARNING": 30, "INFO": 20, "DEBUG": 10, "NOTSET": 0}
    disabled = [0]


def getLevelName(level):
    if level in _State.level_names:
        return _State.level_names[level]
    if level in _State.name_levels:
        return _State.name_levels[level]
    return f"Level {level}"


def addLevelName(level, levelName):
    _State.level_names[level] = levelName
    _State.name_levels[levelName] = level


def _check_level(level):
    if isinstance(level, int):
        return int(level)
    if isinstance(level, str):
        if level not in _State.name_levels:
            raise ValueError(f"Unknown level: {level!r}")
        return _State.name_levels[level]
    raise TypeError(f"Level not an integer or a valid string: {level!r}")


def disable(level=CRITICAL):
    _State.disabled[0] = _check_level(level)


def _current_exception():
    # The exception being handled where the program logs, as `sys.exc_info()` gives it.
    return _handling()


class LogRecord:
    def __init__(self, name, level, msg, args, exc):
        self.name = name
        self.msg = msg
        self.args = args
        self.levelno = level
        self.levelname = getLevelName(level)
        # The exception to show, or False; under a name of the model's own (CPython's record
        # has `exc_info`, a tuple).
        self._exc = exc
        # `message` and `asctime` are set by the formatting, as CPython's are.
        self.created = None
        self.msecs = None
        self.stack_info = None

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __repr__(self):
        return f"<LogRecord: {self.name}, {self.levelno}, {self.msg!r}>"


def _fields_of(fmt, style):
    # The field names a format reads, each checked against those modelled.
    names = []
    if style == "%":
        start = fmt.find("%(")
        while start >= 0:
            end = fmt.find(")", start)
            if end < 0:
                break
            names.append(fmt[start + 2 : end])
            start = fmt.find("%(", end)
    else:
        start = fmt.find("{")
        while start >= 0:
            end = fmt.find("}", start)
            if end < 0:
                break
            names.append(fmt[start + 1 : end].split(":")[0].split("!")[0])
            start = fmt.find("{", end)
    return names


def _given(record, name):
    # Whether the program set attribute `name` on the record (a key of `extra`, or in a
    # filter); not one of the model's own.
    return name != "_exc" and name.isidentifier() and hasattr(record, name)


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in ("%", "{"):
            if style == "$":
                raise NotImplementedError("`$`-style logging formats are not modelled: use `%` or `{` style")
            raise ValueError("Style must be one of: %, {, $")
        if fmt is None:
            fmt = "%(message)s" if style == "%" else "{message}"
        self._fmt = fmt
        self._style = style
        self.datefmt = datefmt
        self._defaults = defaults
        self._fields = _fields_of(fmt, style)

    def usesTime(self):
        return "asctime" in self._fields

    def formatTime(self, record, datefmt=None):
        stamp = _gmtime(record.created)
        if datefmt:
            return _strftime(datefmt, stamp)
        return self.default_msec_format % (_strftime(self.default_time_format, stamp), record.msecs)

    def formatException(self, exc):
        text = "".join(_format_exception(exc))
        return text[:-1] if text[-1:] == "\n" else text

    def formatStack(self, stack_info):
        return stack_info

    def formatMessage(self, record):
        # A field beyond the modelled ones is an attribute the program gave the record: a key
        # of `extra`, or one a filter set (`record.request_id = ...`).
        given = [name for name in self._fields if name not in _FIELDS and _given(record, name)]
        for name in self._fields:
            known = name in _FIELDS or name in given or (self._defaults is not None and name in self._defaults)
            if name and not known:
                raise NotImplementedError(
                    f"the log record field `{name}` is not modelled: a format may name {', '.join(_FIELDS)}, the keys of `extra` and attributes set on the record"
                )
        values = {}
        if self._defaults:
            values.update(self._defaults)
        for name in self._fields:
            if name in _FIELDS or name in given:
                values[name] = getattr(record, name)
        if self._style == "%":
            return self._fmt % values
        return self._fmt.format_map(values)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record._exc is not False:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatException(record._exc)
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


def _exception_line(exc):
    if exc is None:
        return "NoneType: None"
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class Filter:
    def __init__(self, name=""):
        self.name = name

    def filter(self, record):
        if not self.name or self.name == record.name:
            return True
        return record.name.startswith(self.name + ".")


def _position(items, item):
    # Where `item` itself is in `items`, else -1: handlers and filters are told apart by
    # identity (CPython's `in` and `remove`, on objects without `__eq__`).
    for i in range(len(items)):
        if items[i] is item:
            return i
    return -1


class _Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if _position(self.filters, filter) < 0:
            self.filters.append(filter)

    def removeFilter(self, filter):
        i = _position(self.filters, filter)
        if i >= 0:
            del self.filters[i]

    def filter(self, record):
        for f in self.filters:
            # CPython asks any object with a `filter` method; here, instances of `Filter`.
            kept = f.filter(record) if isinstance(f, Filter) else f(record)
            if not kept:
                return False
        return True


class Handler(_Filterer):
    def __init__(self, level=NOTSET):
        _Filterer.__init__(self)
        self.level = _check_level(level)
        self.formatter = None

    def setLevel(self, level):
        self.level = _check_level(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter if self.formatter is not None else Formatter()).format(record)

    def handle(self, record):
        if self.filter(record):
            self.emit(record)
            return True
        return False

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def flush(self):
        return None

    def close(self):
        return None

    def __repr__(self):
        return f"<{type(self).__name__} ({getLevelName(self.level)})>"


class NullHandler(Handler):
    def handle(self, record):
        return None

    def emit(self, record):
        return None


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            # CPython's handler keeps the `sys.stderr` of the moment it is made: the target of
            # an active `redirect_stderr`, else the run's error stream, even if one is
            # redirected later.
            redirected = _redirect("stderr")
            stream = redirected[0] if redirected else None
        self.stream = stream

    def emit(self, record):
        try:
            text = self.format(record) + self.terminator
        except (TypeError, ValueError, KeyError) as e:
            _logging_error(e, record)
            return
        if self.stream is None:
            _stderr(text, raw=True)
        else:
            self.stream.write(text)

    def setStream(self, stream):
        # The stream it wrote to, or None when that is `stream` already. The run's error
        # stream (`None` here) is no object of the model's to give back.
        if stream is self.stream:
            return None
        if self.stream is None:
            raise NotImplementedError(
                "`setStream()` of a handler writing to `sys.stderr` is not modelled: give the stream when making the handler (`StreamHandler(stream)`)"
            )
        old = self.stream
        self.stream = stream
        return old

    def __repr__(self):
        where = "<stderr>" if self.stream is None else "<stream>"
        return f"<{type(self).__name__} {where} ({getLevelName(self.level)})>"


def _logging_error(e, record):
    # CPython reports a record it cannot format on stderr and goes on; its traceback is not
    # modelled, only the exception's line.
    _stderr(
        f"--- Logging error ---\n{_exception_line(e)}\nMessage: {record.msg!r}\nArguments: {record.args!r}\n"
    )


class Logger(_Filterer):
    def __init__(self, name, level=NOTSET):
        _Filterer.__init__(self)
        self.name = name
        self.level = _check_level(level)
        self.handlers = []
        self.propagate = True
        self.disabled = False

    @property
    def parent(self):
        if self.name == "root" and "" in _State.loggers and _State.loggers[""] is self:
            return None
        name = self.name
        while "." in name:
            name = name[: name.rfind(".")]
            if name in _State.loggers:
                return _State.loggers[name]
        return _root()

    def setLevel(self, level):
        self.level = _check_level(level)

    def getEffectiveLevel(self):
        logger = self
        while logger is not None:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled or _State.disabled[0] >= level:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        name = suffix if self.parent is None else self.name + "." + suffix
        return getLogger(name)

    def addHandler(self, hdlr):
        if _position(self.handlers, hdlr) < 0:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        i = _position(self.handlers, hdlr)
        if i >= 0:
            del self.handlers[i]

    def hasHandlers(self):
        logger = self
        while logger is not None:
            if logger.handlers:
                return True
            if not logger.propagate:
                return False
            logger = logger.parent
        return False

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        exc = False
        if exc_info:
            exc = exc_info if isinstance(exc_info, BaseException) else _current_exception()
        record = LogRecord(self.name, level, msg, args, exc)
        if stack_info:
            # The program's frames up to the call that logs, as `print_stack` writes them.
            frames = _format_stack()
            text = "Stack (most recent call last):\n" + "".join(frames[: len(frames) - _logging_depth(stacklevel)])
            record.stack_info = text[:-1] if text[-1:] == "\n" else text
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in _RECORD_ATTRS:
                    raise KeyError(f"Attempt to overwrite {key!r} in LogRecord")
                # CPython's record takes each key as an attribute (`record.__dict__[key]`).
                setattr(record, key, extra[key])
        if self.filter(record):
            self.handle(record)

    def handle(self, record):
        found = 0
        logger = self
        while logger is not None:
            for hdlr in logger.handlers:
                found += 1
                if record.levelno >= hdlr.level:
                    _stamp(record, hdlr)
                    hdlr.handle(record)
            logger = logger.parent if logger.propagate else None
        if found == 0 and record.levelno >= WARNING:
            # CPython's last resort: the message alone on stderr.
            StreamHandler().handle(record)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, _args_of(args), **kwargs)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, _args_of(args), **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, _args_of(args), **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, _args_of(args), **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, _args_of(args), **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, _args_of(args), **kwargs)

    def fatal(self, msg, *args, **kwargs):
        self.critical(msg, *args, **kwargs)

    def __repr__(self):
        kind = "RootLogger" if self.parent is None else "Logger"
        return f"<{kind} {self.name} ({getLevelName(self.getEffectiveLevel())})>"


def _logging_depth(stacklevel):
    # `format_stack` ends at the program's frame that logged; a `stacklevel` above 1 names a
    # caller further out.
    return stacklevel - 1 if stacklevel > 1 else 0


def _stamp(record, hdlr):
    # The time a record was made, read once and only when a format shows it: a proof of a
    # program whose formats show no time never reads the clock.
    if record.created is None and hdlr.formatter is not None and hdlr.formatter.usesTime():
        created = _time()
        record.created = created
        record.msecs = int((created - int(created)) * 1000)


def _args_of(args):
    # A lone non-empty dict argument is the mapping of `%(key)s` fields.
    if len(args) == 1 and isinstance(args[0], dict) and args[0]:
        return args[0]
    return args


def _root():
    if "" not in _State.loggers:
        _State.loggers[""] = Logger("root", WARNING)
    return _State.loggers[""]


def getLogger(name=None):
    if name is None or name == "":
        return _root()
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    if name not in _State.loggers:
        _State.loggers[name] = Logger(name)
    return _State.loggers[name]


def basicConfig(
    *,
    filename=None,
    filemode=None,
    format=None,
    datefmt=None,
    style="%",
    level=None,
    stream=None,
    handlers=None,
    force=False,
    encoding=None,
    errors=None,
    **kwargs,
):
    root = _root()
    if force:
        root.handlers = []
    if root.handlers:
        return
    if kwargs:
        raise ValueError("Unrecognised argument(s): " + ", ".join(kwargs))
    if filename is not None:
        raise NotImplementedError("logging to a file (`basicConfig(filename=...)`) is not modelled: log to a stream")
    if handlers is None:
        handlers = [StreamHandler(stream)]
    elif stream is not None:
        raise ValueError("'stream' and 'handlers' should not be specified together")
    if style not in ("%", "{", "$"):
        raise ValueError("Style must be one of: %, {, $")
    if format is None:
        format = BASIC_FORMAT if style == "%" else ("{levelname}:{name}:{message}" if style == "{" else None)
    formatter = Formatter(format, datefmt, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(formatter)
        root.addHandler(h)
    if level is not None:
        root.setLevel(level)


def _module_log(level, msg, args, kwargs):
    root = _root()
    if not root.handlers:
        basicConfig()
    if root.isEnabledFor(level):
        root._log(level, msg, _args_of(args), **kwargs)


def debug(msg, *args, **kwargs):
    _module_log(DEBUG, msg, args, kwargs)


def info(msg, *args, **kwargs):
    _module_log(INFO, msg, args, kwargs)


def warning(msg, *args, **kwargs):
    _module_log(WARNING, msg, args, kwargs)


def warn(msg, *args, **kwargs):
    _module_log(WARNING, msg, args, kwargs)


def error(msg, *args, **kwargs):
    _module_log(ERROR, msg, args, kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    kwargs["exc_info"] = exc_info
    _module_log(ERROR, msg, args, kwargs)


def critical(msg, *args, **kwargs):
    _module_log(CRITICAL, msg, args, kwargs)


def fatal(msg, *args, **kwargs):
    _module_log(CRITICAL, msg, args, kwargs)


def log(level, msg, *args, **kwargs):
    if not isinstance(level, int):
        raise TypeError("level must be an integer")
    _module_log(level, msg, args, kwargs)

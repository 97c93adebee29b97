"""`warnings` for agent programs: `warn` with `stacklevel`, CPython 3.11's default filters, the
filter actions (`error`, `ignore`, `always`, `default`, `module`, `once`), `simplefilter`,
`filterwarnings`, `resetwarnings`, `catch_warnings` (with `record=True`), `showwarning` and
`formatwarning`. The caller's file, line and source line come from the interpreter's running
frames (`_stack()`); the program's module is `__main__`, as when CPython runs it as a script.
A module may define classes but not module-level instances, so the filters and the
registries of warnings already shown live in `_State`'s class attributes."""

from re import match as _re_match, IGNORECASE as _IGNORECASE

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def _defaults():
    return [
        ("default", None, DeprecationWarning, "__main__", 0),
        ("ignore", None, DeprecationWarning, None, 0),
        ("ignore", None, PendingDeprecationWarning, None, 0),
        ("ignore", None, ImportWarning, None, 0),
        ("ignore", None, ResourceWarning, None, 0),
    ]


class _State:
    # The filters (newest first), the version that invalidates the registries when they
    # change, the registry of each module and the one of `once`, what `showwarning` is.
    filters = []
    started = [False]
    version = [1]
    registries = {}
    once = {}
    show = [None]


def _filters():
    if not _State.started[0]:
        _State.started[0] = True
        _State.filters.extend(_defaults())
    return _State.filters


def _instantiate(category, text):
    # A builtin class held in a variable is not callable here: each is named.
    if category is UserWarning:
        return UserWarning(text)
    if category is DeprecationWarning:
        return DeprecationWarning(text)
    if category is RuntimeWarning:
        return RuntimeWarning(text)
    if category is FutureWarning:
        return FutureWarning(text)
    if category is PendingDeprecationWarning:
        return PendingDeprecationWarning(text)
    if category is SyntaxWarning:
        return SyntaxWarning(text)
    if category is ImportWarning:
        return ImportWarning(text)
    if category is UnicodeWarning:
        return UnicodeWarning(text)
    if category is BytesWarning:
        return BytesWarning(text)
    if category is ResourceWarning:
        return ResourceWarning(text)
    if category is EncodingWarning:
        return EncodingWarning(text)
    if category is Warning:
        return Warning(text)
    return category(text)


def _mutated():
    _State.version[0] += 1


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None
        self._source = None

    def __str__(self):
        return "{message : %r, category : %r, filename : %r, lineno : %s, line : %r}" % (
            self.message,
            self._category_name,
            self.filename,
            self.lineno,
            self.line,
        )


def formatwarning(message, category, filename, lineno, line=None):
    text = f"{filename}:{lineno}: {category.__name__}: {message}\n"
    if line is None:
        line = _source_line(filename, lineno)
    if line:
        text += f"  {line.strip()}\n"
    return text


def _source_line(filename, lineno):
    for f in _stack():
        if f[0] == filename and f[1] == lineno:
            return f[3]
    return ""


def _showwarning_default(message, category, filename, lineno, file=None, line=None):
    text = formatwarning(message, category, filename, lineno, line)
    if file is None:
        _stderr(text)
    else:
        file.write(text)


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarning_default(message, category, filename, lineno, file, line)


def _check_category(category):
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError(f"category must be a Warning subclass, not '{type(category).__name__}'")


def _add_filter(item, append):
    filters = _filters()
    if not append:
        i = 0
        while i < len(filters):
            if filters[i] == item:
                del filters[i]
            else:
                i += 1
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _mutated()


def simplefilter(action, category=None, lineno=0, append=False):
    category = Warning if category is None else category
    if action not in _ACTIONS:
        raise AssertionError(f"invalid action: {action!r}")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter((action, None, category, None, lineno), append)


def filterwarnings(action, message="", category=None, module="", lineno=0, append=False):
    category = Warning if category is None else category
    if action not in _ACTIONS:
        raise AssertionError(f"invalid action: {action!r}")
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    msg = message or None
    mod = (module + r"\Z") if module else None
    _add_filter((action, msg, category, mod, lineno), append)


def resetwarnings():
    _filters()
    _State.filters.clear()
    _mutated()


def _caller(stacklevel):
    frames = _stack()
    if stacklevel < 1:
        stacklevel = 1
    if stacklevel > len(frames):
        return ("sys", 1, "sys", "")
    f = frames[len(frames) - stacklevel]
    return (f[0], f[1], "__main__", f[3])


def _matches(pattern, text, flags):
    return pattern is None or _re_match(pattern, text, flags) is not None


def _action_for(text, category, module, lineno):
    for action, msg, cat, mod, ln in _filters():
        if (
            _matches(msg, text, _IGNORECASE)
            and issubclass(category, cat)
            and _matches(mod, module, 0)
            and (ln == 0 or lineno == ln)
        ):
            return action
    return "default"


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    if category is None:
        category = UserWarning
    _check_category(category)
    filename, lineno, module, line = _caller(stacklevel)
    _warn_at(message, category, filename, lineno, module, None, source, line)


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None, source=None):
    _warn_at(message, category, filename, lineno, module, registry, source, None)


def _warn_at(message, category, filename, lineno, module, registry, source, line):
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if isinstance(message, Warning):
        text = str(message)
        category = type(message)
    else:
        text = message
        message = _instantiate(category, message)
    if registry is None:
        if module not in _State.registries:
            _State.registries[module] = {}
        registry = _State.registries[module]
    if registry.get("version", 0) != _State.version[0]:
        registry.clear()
        registry["version"] = _State.version[0]
    key = (text, category, lineno)
    if registry.get(key):
        return None
    action = _action_for(text, category, module, lineno)
    if action == "ignore":
        return None
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if _State.once.get(oncekey):
            return None
        _State.once[oncekey] = 1
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return None
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    shown = WarningMessage(message, category, filename, lineno, None, None, source)
    shown._source = line
    _show(shown)
    return None


def _show(msg):
    shower = _State.show[0]
    if shower is not None:
        shower(msg)
    else:
        line = msg._source if msg.line is None else msg.line
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, line)


class catch_warnings:
    def __init__(self, *, record=False, module=None, action=None, category=None, lineno=0, append=False):
        category = Warning if category is None else category
        if module is not None:
            raise NotImplementedError("`catch_warnings(module=...)` is not modelled")
        self._record = record
        self._action = action
        self._category = category
        self._lineno = lineno
        self._append = append
        self._entered = False
        self._saved = None
        self._saved_show = None

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        self._saved = list(_filters())
        self._saved_show = _State.show[0]
        _mutated()
        if self._action is not None:
            simplefilter(self._action, self._category, self._lineno, self._append)
        if self._record:
            log = []
            _State.show[0] = log.append
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        _State.filters.clear()
        _State.filters.extend(self._saved)
        _State.show[0] = self._saved_show
        _mutated()
        return None

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        name = type(self).__name__
        return f"{name}({', '.join(args)})"

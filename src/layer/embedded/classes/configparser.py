"""`configparser` for agent programs: INI text read as CPython 3.11 reads it (sections, `DEFAULT`,
`=`/`:` delimiters, full-line and inline comments, indented continuation lines, strict
duplicates), parsers and their section proxies as mappings, the typed getters with
`fallback=`, `BasicInterpolation` (`%(name)s`) and `ExtendedInterpolation` (`${section:name}`),
`write`, and CPython's exceptions with their messages and `args`. Reading files (`read`) is an
effect clauz3 does not model. This file holds the exceptions and the interpolations; the parser
and its section proxies are `configparser_parser.py`, read as one module with it."""

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10
# The indent an empty line sets when it ends a value (`empty_lines_in_values=False`): deeper
# than any line's, so no line continues the value (CPython's `sys.maxsize`).
_NO_CONTINUATION = 1 << 62


# The "no argument given" marker of `fallback=`, `interpolation=` and `pop`'s default (a
# method's default must be a literal here).
_UNSET = "\x00<no value given>"


def _unset(value):
    return isinstance(value, str) and value == _UNSET


class Error(Exception):
    # `_args`: what a subclass keeps as `args` (CPython assigns `self.args` after the call).
    def __init__(self, msg="", *, _args=None):
        self.message = msg
        super().__init__(*((msg,) if _args is None else _args))

    def __repr__(self):
        return self.message

    def __str__(self):
        return self.message


class NoSectionError(Error):
    def __init__(self, section):
        super().__init__("No section: %r" % (section,), _args=(section,))
        self.section = section


def _where(source, lineno, what, rest):
    # "While reading from '<string>' [line  3]: section 'a' already exists", or without a
    # source "Section 'a' already exists".
    if source is None:
        return what.capitalize() + " " + rest
    text = "While reading from " + repr(source)
    if lineno is not None:
        text += " [line {0:2d}]".format(lineno)
    return text + ": " + what + " " + rest


class DuplicateSectionError(Error):
    def __init__(self, section, source=None, lineno=None):
        message = _where(source, lineno, "section", repr(section) + " already exists")
        super().__init__(message, _args=(section, source, lineno))
        self.section = section
        self.source = source
        self.lineno = lineno


class DuplicateOptionError(Error):
    def __init__(self, section, option, source=None, lineno=None):
        rest = repr(option) + " in section " + repr(section) + " already exists"
        super().__init__(_where(source, lineno, "option", rest), _args=(section, option, source, lineno))
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno


class NoOptionError(Error):
    def __init__(self, option, section):
        super().__init__("No option %r in section: %r" % (option, section), _args=(option, section))
        self.option = option
        self.section = section


class InterpolationError(Error):
    def __init__(self, option, section, msg, *, _args=None):
        super().__init__(msg, _args=(option, section, msg) if _args is None else _args)
        self.option = option
        self.section = section


class InterpolationMissingOptionError(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = (
            f"Bad value substitution: option {option!r} in section {section!r} contains an "
            f"interpolation key {reference!r} which is not a valid option name. Raw value: {rawval!r}"
        )
        super().__init__(option, section, msg, _args=(option, section, rawval, reference))
        self.reference = reference


class InterpolationSyntaxError(InterpolationError):
    pass


class InterpolationDepthError(InterpolationError):
    def __init__(self, option, section, rawval):
        msg = (
            f"Recursion limit exceeded in value substitution: option {option!r} in section "
            f"{section!r} contains an interpolation key which cannot be substituted in "
            f"{MAX_INTERPOLATION_DEPTH} steps. Raw value: {rawval!r}"
        )
        super().__init__(option, section, msg, _args=(option, section, rawval))


class ParsingError(Error):
    # `_header`: the line and its number, for `MissingSectionHeaderError`, which has its own
    # message and no list of errors.
    def __init__(self, source=None, filename=None, *, _header=None):
        if _header is not None:
            lineno, line = _header
            message = "File contains no section headers.\nfile: %r, line: %d\n%r" % (source, lineno, line)
            super().__init__(message, _args=(source, lineno, line))
            self.source = source
            return
        if filename and source:
            raise ValueError("Cannot specify both `filename' and `source'. Use `source'.")
        if not filename and not source:
            raise ValueError("Required argument `source' not given.")
        if filename:
            source = filename
        super().__init__("Source contains parsing errors: %r" % (source,), _args=(source,))
        self.source = source
        self.errors = []

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += "\n\t[line %2d]: %s" % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    def __init__(self, filename, lineno, line):
        super().__init__(filename, _header=(lineno, line))
        self.lineno = lineno
        self.line = line


def _drop_references(value, opener, closer, suffix):
    # `value` without its complete references (`%(name)s`, `${name}`): what must hold no
    # lone marker once they are gone.
    out = ""
    i = 0
    while i < len(value):
        if value.startswith(opener, i):
            end = value.find(closer, i + len(opener))
            if end > i + len(opener) and value.startswith(suffix, end + 1):
                i = end + 1 + len(suffix)
                continue
        out += value[i]
        i += 1
    return out


def _reference(rest, opener, closer, suffix):
    # The name of the reference `rest` opens with, and how long the reference is; None when
    # `rest` does not open with a complete one.
    end = rest.find(closer, len(opener))
    if not rest.startswith(opener) or end <= len(opener) or not rest.startswith(suffix, end + 1):
        return None
    return rest[len(opener) : end], end + 1 + len(suffix)


class Interpolation:
    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class _MarkedInterpolation(Interpolation):
    # What `%(name)s` and `${name}` interpolation share: the marker doubled for itself, and
    # the check `set` makes.
    _MARK = "%"
    _OPEN = "%("
    _CLOSE = ")"
    _SUFFIX = "s"

    def before_get(self, parser, section, option, value, defaults):
        parts = []
        self._interpolate_some(parser, option, parts, value, section, defaults, 1)
        return "".join(parts)

    def before_set(self, parser, section, option, value):
        rest = _drop_references(value.replace(self._MARK + self._MARK, ""), self._OPEN, self._CLOSE, self._SUFFIX)
        if self._MARK in rest:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, rest.find(self._MARK)))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, mapping, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        mark = self._MARK
        while rest:
            p = rest.find(mark)
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == mark:
                accum.append(mark)
                rest = rest[2:]
            elif c == self._OPEN[1]:
                found = _reference(rest, self._OPEN, self._CLOSE, self._SUFFIX)
                if found is None:
                    raise InterpolationSyntaxError(option, section, "bad interpolation variable reference %r" % (rest,))
                rest = rest[found[1] :]
                self._substitute(parser, option, accum, section, mapping, depth, rawval, found[0], rest)
            else:
                msg = "'%s' must be followed by '%s' or '%s', found: %r" % (mark, mark, self._OPEN[1], rest)
                raise InterpolationSyntaxError(option, section, msg)


class BasicInterpolation(_MarkedInterpolation):
    def _substitute(self, parser, option, accum, section, mapping, depth, rawval, name, rest):
        var = parser.optionxform(name)
        if var not in mapping:
            raise InterpolationMissingOptionError(option, section, rawval, var)
        v = mapping[var]
        if "%" in v:
            self._interpolate_some(parser, option, accum, v, section, mapping, depth + 1)
        else:
            accum.append(v)


class ExtendedInterpolation(_MarkedInterpolation):
    _MARK = "$"
    _OPEN = "${"
    _CLOSE = "}"
    _SUFFIX = ""

    def _substitute(self, parser, option, accum, section, mapping, depth, rawval, name, rest):
        path = name.split(":")
        sect = section
        opt = option
        if len(path) > 2:
            raise InterpolationSyntaxError(option, section, "More than one ':' found: %r" % (rest,))
        try:
            if len(path) == 1:
                opt = parser.optionxform(path[0])
                v = mapping[opt]
            else:
                sect = path[0]
                opt = parser.optionxform(path[1])
                v = parser.get(sect, opt, raw=True)
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(option, section, rawval, ":".join(path)) from None
        if "$" in v:
            self._interpolate_some(parser, opt, accum, v, sect, dict(parser.items(sect, raw=True)), depth + 1)
        else:
            accum.append(v)

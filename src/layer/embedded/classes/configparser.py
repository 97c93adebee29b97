"""`configparser` for agent programs: INI text read as CPython 3.11 reads it (sections, `DEFAULT`,
`=`/`:` delimiters, full-line and inline comments, indented continuation lines, strict
duplicates), parsers and their section proxies as mappings, the typed getters with
`fallback=`, `BasicInterpolation` (`%(name)s`) and `ExtendedInterpolation` (`${section:name}`),
`write`, and CPython's exceptions with their messages and `args`. Reading files (`read`) is an
effect clauz3 does not model."""

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


class _View:
    # The `keys()`, `values()` and `items()` views of a parser or a section proxy.
    def __init__(self, mapping, kind):
        self._mapping = mapping
        self._kind = kind

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        for key in self._mapping:
            if self._kind == "KeysView":
                yield key
            elif self._kind == "ValuesView":
                yield self._mapping[key]
            else:
                yield (key, self._mapping[key])

    def __contains__(self, item):
        if self._kind == "KeysView":
            return item in self._mapping
        return item in list(self)

    def __repr__(self):
        return f"{self._kind}({self._mapping!r})"


class SectionProxy:
    def __init__(self, parser, name):
        self.parser = parser
        self.name = name

    def __repr__(self):
        return f"<Section: {self.name}>"

    def __getitem__(self, key):
        if not self.parser.has_option(self.name, key):
            raise KeyError(key)
        return self.parser.get(self.name, key)

    def __setitem__(self, key, value):
        self.parser._validate_value_types(option=key, value=value)
        self.parser.set(self.name, key, value)

    def __delitem__(self, key):
        if not (self.parser.has_option(self.name, key) and self.parser.remove_option(self.name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self.parser.has_option(self.name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        for key in self._options():
            yield key

    def _options(self):
        if self.name != self.parser.default_section:
            return self.parser.options(self.name)
        return list(self.parser.defaults())

    def keys(self):
        return _View(self, "KeysView")

    def values(self):
        return _View(self, "ValuesView")

    def items(self):
        return _View(self, "ItemsView")

    def get(self, option, fallback=None, *, raw=False, vars=None):
        return self.parser.get(self.name, option, raw=raw, vars=vars, fallback=fallback)

    def getint(self, option, fallback=None, *, raw=False, vars=None):
        return self.parser.getint(self.name, option, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None):
        return self.parser.getfloat(self.name, option, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None):
        return self.parser.getboolean(self.name, option, raw=raw, vars=vars, fallback=fallback)

    def pop(self, key, default=_UNSET):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if _unset(default):
            raise KeyError(key)
        return default

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), **kwds):
        _update(self, other, kwds)


def _update(target, other, kwds):
    # `MutableMapping.update`: a mapping's keys, else pairs, then the keywords.
    if isinstance(other, dict):
        pairs = list(other.items())
    elif hasattr(other, "keys"):
        pairs = [(key, other[key]) for key in other.keys()]
    else:
        pairs = list(other)
    for key, value in pairs:
        target[key] = value
    for key, value in kwds.items():
        target[key] = value


def _first_non_space(line):
    for i in range(len(line)):
        if not line[i].isspace():
            return i
    return 0


def _lines(text):
    # The lines a text file of `text` yields: cut after each "\n" only.
    parts = text.split("\n")
    lines = [p + "\n" for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


class RawConfigParser:
    BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True, "0": False, "no": False, "false": False, "off": False}

    def __init__(
        self,
        defaults=None,
        dict_type=None,
        allow_no_value=False,
        *,
        delimiters=("=", ":"),
        comment_prefixes=("#", ";"),
        inline_comment_prefixes=None,
        strict=True,
        empty_lines_in_values=True,
        default_section=DEFAULTSECT,
        interpolation=_UNSET,
        converters=_UNSET,
    ):
        if not _unset(converters):
            raise NotImplementedError("configparser's converters= is not modelled")
        self._defaults = {}
        self._sections = {}
        self._proxies = {}
        self._delimiters = tuple(delimiters)
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._proxies[default_section] = SectionProxy(self, default_section)
        if _unset(interpolation):
            interpolation = self._default_interpolation()
        if interpolation is None:
            interpolation = Interpolation()
        if not isinstance(interpolation, Interpolation):
            raise TypeError(
                f"interpolation= must be None or an instance of Interpolation; got an object of type {type(interpolation)}"
            )
        self._interpolation = interpolation
        if defaults:
            self._read_defaults(defaults)

    def _default_interpolation(self):
        return Interpolation()

    def _read_defaults(self, defaults):
        for key, value in defaults.items():
            self._defaults[self.optionxform(key)] = value

    def optionxform(self, optionstr):
        return optionstr.lower()

    def defaults(self):
        return self._defaults

    def sections(self):
        return list(self._sections)

    def add_section(self, section):
        if section == self.default_section:
            raise ValueError("Invalid section name: %r" % (section,))
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = {}
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        if section not in self._sections:
            raise NoSectionError(section)
        opts = dict(self._sections[section])
        opts.update(self._defaults)
        return list(opts)

    def read(self, filenames, encoding=None):
        raise NotImplementedError("configparser's read() reads files, which clauz3 does not model: use read_string")

    def read_file(self, f, source=None):
        if source is None:
            source = getattr(f, "name", "<???>")
        self._read(list(f), source)

    def read_string(self, string, source="<string>"):
        self._read(_lines(string), source)

    def read_dict(self, dictionary, source="<dict>"):
        added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in added:
                    raise
            added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in added:
                    raise DuplicateOptionError(section, key, source)
                added.add((section, key))
                self.set(section, key, value)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if _unset(fallback):
                raise
            return fallback
        option = self.optionxform(option)
        if option not in d:
            if _unset(fallback):
                raise NoOptionError(option, section)
            return fallback
        value = d[option]
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def _unify_values(self, section, vars):
        # What `get` looks an option up in: `vars`, then the section, then the defaults.
        if section in self._sections:
            d = dict(self._defaults)
            d.update(self._sections[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        else:
            d = dict(self._defaults)
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = None if value is None else str(value)
        return d

    def _get_conv(self, section, option, conv, raw, vars, fallback):
        try:
            value = self.get(section, option, raw=raw, vars=vars)
        except (NoSectionError, NoOptionError):
            if _unset(fallback):
                raise
            return fallback
        return conv(value)

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, int, raw, vars, fallback)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, float, raw, vars, fallback)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, self._convert_to_boolean, raw, vars, fallback)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError("Not a boolean: %s" % (value,))
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        if _unset(section):
            return _View(self, "ItemsView")
        d = dict(self._defaults)
        if section in self._sections:
            d.update(self._sections[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        keys = list(d)
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(option, d[option]) for option in keys]
        return [(option, self._interpolation.before_get(self, section, option, d[option], d)) for option in keys]

    def keys(self):
        return _View(self, "KeysView")

    def values(self):
        return _View(self, "ValuesView")

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        self._section_dict(section)[self.optionxform(option)] = value

    def _section_dict(self, section):
        if not section or section == self.default_section:
            return self._defaults
        if section not in self._sections:
            raise NoSectionError(section)
        return self._sections[section]

    def write(self, fp, space_around_delimiters=True):
        d = self._delimiters[0]
        if space_around_delimiters:
            d = " {} ".format(d)
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), d)

    def _write_section(self, fp, section_name, section_items, delimiter):
        fp.write("[{}]\n".format(section_name))
        for key, value in section_items:
            value = self._interpolation.before_write(self, section_name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    def remove_option(self, section, option):
        sectdict = self._section_dict(section)
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        yield self.default_section
        for name in list(self._sections):
            yield name

    def update(self, other=(), **kwds):
        _update(self, other, kwds)

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")

    def _comment_start(self, line):
        # Where a comment starts in `line`, or None: an inline prefix after whitespace (the
        # prefixes searched in turns, as CPython does), or a full-line prefix.
        start = None
        found = {p: -1 for p in self._inline_comment_prefixes}
        while start is None and found:
            following = {}
            for prefix, index in found.items():
                index = line.find(prefix, index + 1)
                if index == -1:
                    continue
                following[prefix] = index
                if index == 0 or (index > 0 and line[index - 1].isspace()):
                    start = index if start is None else min(start, index)
            found = following
        for prefix in self._comment_prefixes:
            if line.strip().startswith(prefix):
                return 0
        return start

    def _split_option(self, value):
        # (option, value) of an option line, value None when it has no delimiter (allowed
        # with `allow_no_value`); None when the line is no option.
        best = -1
        delim = ""
        for d in self._delimiters:
            at = value.find(d)
            if at >= 0 and (best < 0 or at < best):
                best = at
                delim = d
        if best < 0:
            return (value, None) if self._allow_no_value else None
        return value[:best], value[best + len(delim) :]

    def _read(self, lines, fpname):
        added = set()
        cursect = None
        sectname = None
        optname = None
        indent_level = 0
        e = None
        lineno = 0
        for line in lines:
            lineno += 1
            comment_start = self._comment_start(line)
            value = (line if comment_start is None else line[:comment_start]).strip()
            if not value:
                if self._empty_lines_in_values:
                    if comment_start is None and cursect is not None and optname and cursect[optname] is not None:
                        cursect[optname].append("")
                else:
                    indent_level = _NO_CONTINUATION
                continue
            cur_indent_level = _first_non_space(line)
            if cursect is not None and optname and cur_indent_level > indent_level:
                cursect[optname].append(value)
                continue
            indent_level = cur_indent_level
            close = value.rfind("]")
            if value.startswith("[") and close > 1:
                sectname = value[1:close]
                if sectname in self._sections:
                    if self._strict and sectname in added:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = self._sections[sectname]
                    added.add(sectname)
                elif sectname == self.default_section:
                    cursect = self._defaults
                else:
                    cursect = {}
                    self._sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    added.add(sectname)
                optname = None
            elif cursect is None:
                raise MissingSectionHeaderError(fpname, lineno, line)
            else:
                parts = self._split_option(value)
                if parts is None:
                    e = self._handle_error(e, fpname, lineno, line)
                    continue
                optname = parts[0]
                if not optname:
                    e = self._handle_error(e, fpname, lineno, line)
                optname = self.optionxform(optname.rstrip())
                if self._strict and (sectname, optname) in added:
                    raise DuplicateOptionError(sectname, optname, fpname, lineno)
                added.add((sectname, optname))
                cursect[optname] = None if parts[1] is None else [parts[1].strip()]
        self._join_multiline_values()
        if e is not None:
            raise e

    def _handle_error(self, exc, fpname, lineno, line):
        if exc is None:
            exc = ParsingError(fpname)
        exc.append(lineno, repr(line))
        return exc

    def _join_multiline_values(self):
        every = [(self.default_section, self._defaults)]
        every.extend(self._sections.items())
        for section, options in every:
            for name in list(options):
                val = options[name]
                if isinstance(val, list):
                    val = "\n".join(val).rstrip()
                options[name] = self._interpolation.before_read(self, section, name, val)


class ConfigParser(RawConfigParser):
    def _default_interpolation(self):
        return BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        RawConfigParser.set(self, section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        RawConfigParser.add_section(self, section)

    def _read_defaults(self, defaults):
        held = self._interpolation
        self._interpolation = Interpolation()
        try:
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = held

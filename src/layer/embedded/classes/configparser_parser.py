# `configparser`'s parsers and section proxies, read as one module with `configparser.py`.


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


class _ConvertingGetter:
    # `parser.get<name>` for a converter `converters=` or `parser.converters[name] = conv`
    # added: CPython's `functools.partial(parser._get_conv, conv=conv)`, with its `converter`.
    def __init__(self, parser, converter):
        self._parser = parser
        self.converter = converter

    def __call__(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._parser._get_conv(section, option, self.converter, raw, vars, fallback)


class _SectionGetter:
    # A section's `get<name>`: CPython's `functools.partial(section.get, _impl=parser_getter)`.
    def __init__(self, section, impl):
        self._section = section
        self._impl = impl
        self.converter = impl.converter

    def __call__(self, option, fallback=None, *, raw=False, vars=None):
        return self._section.get(option, fallback, raw=raw, vars=vars, _impl=self._impl)


class ConverterMapping:
    # `parser.converters`: the converters by name (`None` for the getters the class defines),
    # each added one becoming a `get<name>` of the parser and of every section proxy.
    def __init__(self, parser):
        self._parser = parser
        self._data = {"boolean": None, "float": None, "int": None}
        # The names whose getters were set on the parser and its section proxies.
        self._added = []

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise ValueError(f"Incompatible key: {key} (type: {type(key)})")
        if key == "":
            raise ValueError('Incompatible key: cannot use "" as a name')
        self._data[key] = value
        if key not in self._added:
            self._added.append(key)
        getter = _ConvertingGetter(self._parser, value)
        setattr(self._parser, "get" + key, getter)
        for proxy in self._parser.values():
            setattr(proxy, "get" + key, _SectionGetter(proxy, getter))

    def __delitem__(self, key):
        if not isinstance(key, str) or key == "":
            raise KeyError(key)
        del self._data[key]
        if key in self._added:
            self._added.remove(key)
            for holder in [self._parser] + list(self._parser.values()):
                delattr(holder, "get" + key)

    def __iter__(self):
        for key in self._data:
            yield key

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        return key in self._data

    def keys(self):
        return _View(self, "KeysView")

    def values(self):
        return _View(self, "ValuesView")

    def items(self):
        return _View(self, "ItemsView")

    def get(self, key, default=None):
        return self._data.get(key, default)

    def update(self, other=(), **kwds):
        _update(self, other, kwds)

    def pop(self, key, default=_UNSET):
        if key not in self._data:
            if _unset(default):
                raise KeyError(key)
            return default
        value = self._data[key]
        del self[key]
        return value

    def popitem(self):
        for key in self._data:
            value = self._data[key]
            del self[key]
            return (key, value)
        raise KeyError

    def setdefault(self, key, default=None):
        if key not in self._data:
            self[key] = default
        return self[key]

    def clear(self):
        for key in list(self._data):
            del self[key]


class SectionProxy:
    def __init__(self, parser, name):
        self.parser = parser
        self.name = name
        # The getters the parser's converters added (those the class defines are methods here).
        for conv in parser.converters._added:
            setattr(self, "get" + conv, _SectionGetter(self, getattr(parser, "get" + conv)))

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

    def get(self, option, fallback=None, *, raw=False, vars=None, _impl=None):
        if _impl is None:
            return self.parser.get(self.name, option, raw=raw, vars=vars, fallback=fallback)
        return _impl(self.name, option, raw=raw, vars=vars, fallback=fallback)

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
        self._converters = ConverterMapping(self)
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
        if not _unset(converters):
            self._converters.update(converters)

    @property
    def converters(self):
        return self._converters

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

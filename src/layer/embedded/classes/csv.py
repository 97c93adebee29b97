"""`csv` for agent programs: CPython 3.11's reader (its `_csv` state machine, character by
character, with a direct split for lines that need none of it), writer, `DictReader`,
`DictWriter` and dialects as subset classes, so both engines run one definition."""

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3

# The reader's states, as `_csv.c` names them.
_START_RECORD = 0
_START_FIELD = 1
_ESCAPED_CHAR = 2
_IN_FIELD = 3
_IN_QUOTED_FIELD = 4
_ESCAPE_IN_QUOTED_FIELD = 5
_QUOTE_IN_QUOTED_FIELD = 6
_EAT_CRNL = 7
_AFTER_ESCAPED_CRNL = 8

_FORMAT_NAMES = (
    "delimiter",
    "doublequote",
    "escapechar",
    "lineterminator",
    "quotechar",
    "quoting",
    "skipinitialspace",
    "strict",
)


class Error(Exception):
    pass


class Dialect:
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None
    strict = None

    def __init__(self):
        # CPython checks the parameters of a subclass's instances, not of `Dialect()` itself.
        if type(self) is Dialect:
            return
        try:
            _Dialect(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = 0  # QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = 1  # QUOTE_ALL


def _registered(name):
    if name == "excel":
        return excel
    if name == "excel-tab":
        return excel_tab
    if name == "unix":
        return unix_dialect
    raise Error("unknown dialect")


def list_dialects():
    return ["excel", "excel-tab", "unix"]


def get_dialect(name):
    return _Dialect(_registered(name), {})


def _char(name, value, may_be_none):
    # One character, as `_set_char`/`_set_char_or_none` check it; None for "not set".
    if value is None and may_be_none:
        return None
    if not isinstance(value, str):
        kind = "string or None" if may_be_none else "string"
        raise TypeError(f'"{name}" must be {kind}, not {type(value).__name__}')
    if len(value) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return value


def _dialect_value(dialect, name):
    # The attribute `name` of a dialect class or instance (every one derives from `Dialect`
    # or is a `_Dialect`, so each attribute is there).
    if name == "delimiter":
        return dialect.delimiter
    if name == "doublequote":
        return dialect.doublequote
    if name == "escapechar":
        return dialect.escapechar
    if name == "lineterminator":
        return dialect.lineterminator
    if name == "quotechar":
        return dialect.quotechar
    if name == "quoting":
        return dialect.quoting
    if name == "skipinitialspace":
        return dialect.skipinitialspace
    return dialect.strict


class _Dialect:
    """The checked formatting parameters a reader or writer uses (CPython's `_csv.Dialect`):
    each keyword given, else the dialect's attribute, else the default."""

    def __init__(self, dialect, params):
        for key in params:
            if key not in _FORMAT_NAMES:
                raise TypeError(f"'{key}' is an invalid keyword argument for this function")
        if isinstance(dialect, str):
            dialect = _registered(dialect)
        given = {}
        for name in _FORMAT_NAMES:
            if name in params:
                given[name] = params[name]
            elif dialect is not None:
                given[name] = _dialect_value(dialect, name)
        self.delimiter = _char("delimiter", given.get("delimiter", ","), False)
        self.doublequote = bool(given.get("doublequote", True))
        self.escapechar = _char("escapechar", given.get("escapechar", None), True)
        terminator = given.get("lineterminator", "\r\n")
        if terminator is not None and not isinstance(terminator, str):
            raise TypeError('"lineterminator" must be a string')
        quotechar = given.get("quotechar", '"')
        self.quotechar = _char("quotechar", quotechar, True)
        quoting = given.get("quoting", None)
        if quoting is not None and type(quoting) is not int:
            raise TypeError('"quoting" must be an integer')
        self.skipinitialspace = bool(given.get("skipinitialspace", False))
        self.strict = bool(given.get("strict", False))
        if quoting is not None and quoting not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        if quoting is None:
            self.quoting = QUOTE_NONE if "quotechar" in given and quotechar is None else QUOTE_MINIMAL
        else:
            self.quoting = int(quoting)
        if self.quoting != QUOTE_NONE and self.quotechar is None:
            raise TypeError("quotechar must be set if quoting enabled")
        if terminator is None:
            raise TypeError("lineterminator must be set")
        self.lineterminator = terminator


def _fields_of_plain(line, d):
    # The fields of `line` when it starts a record and holds no quote, escape or inner line
    # break (the common case): split at the delimiter, as the state machine would.
    body = line.rstrip("\r\n")
    if "\r" in body or "\n" in body:
        return None
    if d.quoting != QUOTE_NONE and d.quotechar in body:
        return None
    if d.escapechar is not None and d.escapechar in body:
        return None
    if body == "":
        return []
    if d.skipinitialspace and d.delimiter == " ":
        return None
    fields = body.split(d.delimiter)
    if d.skipinitialspace:
        fields = [f.lstrip(" ") for f in fields]
    if d.quoting == QUOTE_NONNUMERIC:
        fields = [float(f) if f else f for f in fields]
    return fields


class _Reader:
    """What `csv.reader` returns: an iterator of rows, `line_num` lines read."""

    def __init__(self, lines, dialect):
        self.dialect = dialect
        self.line_num = 0
        # A list or tuple is read by index (the prover indexes one holding string terms, where
        # it has no iterator over it); anything else through its iterator.
        self._listed = isinstance(lines, (list, tuple))
        self._lines = lines if self._listed else iter(lines)
        self._next_line = 0
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric = False

    def __iter__(self):
        return self

    def _line(self):
        if not self._listed:
            return next(self._lines)
        if self._next_line >= len(self._lines):
            raise StopIteration
        self._next_line += 1
        return self._lines[self._next_line - 1]

    def _save_field(self):
        field = "".join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            self._fields.append(float(field))
        else:
            self._fields.append(field)

    def __next__(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric = False
        while True:
            try:
                line = self._line()
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    return self._fields
                raise
            if not isinstance(line, str):
                raise Error(
                    f"iterator should return strings, not {type(line).__name__} (the file should be opened in text mode)"
                )
            self.line_num += 1
            if self._state == _START_RECORD:
                plain = _fields_of_plain(line, self.dialect)
                if plain is not None:
                    return plain
            for c in line:
                self._step(c)
            self._step(None)
            if self._state == _START_RECORD:
                return self._fields

    def _step(self, c):
        # One character of a line, or None for its end (`_csv.c`'s `parse_process_char`).
        d = self.dialect
        state = self._state
        eol = c is None
        newline = c == "\n" or c == "\r"
        if state == _START_RECORD:
            if eol:
                return
            if newline:
                self._state = _EAT_CRNL
                return
            state = _START_FIELD
            self._state = state
        if state == _START_FIELD:
            if newline or eol:
                self._save_field()
                self._state = _START_RECORD if eol else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == " " and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._field.append(c)
                self._state = _IN_FIELD
            return
        if state == _ESCAPED_CHAR:
            if newline:
                self._field.append(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            self._field.append("\n" if eol else c)
            self._state = _IN_FIELD
            return
        if state == _AFTER_ESCAPED_CRNL:
            if eol:
                return
            state = _IN_FIELD
        if state == _IN_FIELD:
            if newline or eol:
                self._save_field()
                self._state = _START_RECORD if eol else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._field.append(c)
            return
        if state == _IN_QUOTED_FIELD:
            if eol:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
            else:
                self._field.append(c)
            return
        if state == _ESCAPE_IN_QUOTED_FIELD:
            self._field.append("\n" if eol else c)
            self._state = _IN_QUOTED_FIELD
            return
        if state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._field.append(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif newline or eol:
                self._save_field()
                self._state = _START_RECORD if eol else _EAT_CRNL
            elif not d.strict:
                self._field.append(c)
                self._state = _IN_FIELD
            else:
                raise Error(f"'{d.delimiter}' expected after '{d.quotechar}'")
            return
        # _EAT_CRNL
        if eol:
            self._state = _START_RECORD
        elif not newline:
            raise Error(
                "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"
            )


def reader(csvfile, dialect=None, **fmtparams):
    return _Reader(csvfile, _Dialect(dialect, fmtparams))


def _is_number(value):
    return isinstance(value, (int, float))


class _Writer:
    """What `csv.writer` returns: rows joined as the dialect says, each written whole."""

    def __init__(self, fileobj, dialect):
        self.dialect = dialect
        self._file = fileobj
        d = dialect
        # The characters that make a field need quoting (or escaping).
        self._special = [d.delimiter] + list(d.lineterminator)
        if d.quotechar is not None:
            self._special.append(d.quotechar)
        if d.escapechar is not None:
            self._special.append(d.escapechar)

    def _needs_care(self, text):
        for c in self._special:
            if c in text:
                return True
        return False

    def _field(self, text, quoted):
        # `join_append_data`: the field as written, doubling or escaping what needs it.
        d = self.dialect
        if text is None:
            text = ""
        elif self._needs_care(text):
            out = []
            for c in text:
                if c in self._special:
                    escape = False
                    if d.quoting == QUOTE_NONE:
                        escape = True
                    else:
                        if c == d.quotechar:
                            if d.doublequote:
                                out.append(c)
                            else:
                                escape = True
                        elif c == d.escapechar:
                            escape = True
                        if not escape:
                            quoted = True
                    if escape:
                        if d.escapechar is None:
                            raise Error("need to escape, but no escapechar set")
                        out.append(d.escapechar)
                out.append(c)
            text = "".join(out)
        if quoted:
            return d.quotechar + text + d.quotechar
        return text

    def writerow(self, row):
        d = self.dialect
        try:
            fields = iter(row)
        except TypeError:
            raise Error(f"iterable expected, not {type(row).__name__}")
        parts = []
        for value in fields:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(value)
            else:
                quoted = d.quoting == QUOTE_ALL
            if value is None:
                parts.append(self._field(None, quoted))
            elif isinstance(value, float):
                parts.append(self._field(repr(value), quoted))
            else:
                parts.append(self._field(str(value), quoted))
        if len(parts) == 1 and parts[0] == "":
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = d.quotechar + d.quotechar
        return self._file.write(d.delimiter.join(parts) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(fileobj, dialect=None, **fmtparams):
    return _Writer(fileobj, _Dialect(dialect, fmtparams))


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", **fmtparams):
        if fieldnames is not None and not isinstance(fieldnames, (list, tuple)):
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, **fmtparams)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        # Blank lines give no dict.
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        # A loop rather than `dict(zip(...))`, which the prover does not build.
        d = {}
        for name, value in zip(names, row):
            d[name] = value
        lf = len(names)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in names[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", **fmtparams):
        if fieldnames is not None and not isinstance(fieldnames, (list, tuple)):
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' or 'ignore'")
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, **fmtparams)

    def writeheader(self):
        return self.writerow({name: name for name in self.fieldnames})

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(k) for k in wrong]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        for rowdict in rowdicts:
            self.writerow(rowdict)

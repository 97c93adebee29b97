# `tzinfo` and the fixed-offset `timezone` of `datetime`, and the text of a UTC offset; read
# as one module with `datetime.py`. Only fixed offsets exist: there is no database of zones,
# and local time is UTC, as in the modelled `time`.


def _offset_text(offset, sep):
    # `+HH:MM` (with `sep` between the fields), then `:SS` and `.ffffff` when not zero.
    sign = "-" if offset._us() < 0 else "+"
    us = abs(offset._us())
    seconds, micro = divmod(us, 1000000)
    minutes, s = divmod(seconds, 60)
    h, m = divmod(minutes, 60)
    text = f"{sign}{h:02d}{sep}{m:02d}"
    if s or micro:
        text += f"{sep}{s:02d}"
    if micro:
        text += f".{micro:06d}"
    return text


def _utc_zone():
    return timezone(timedelta(0))


class tzinfo:
    # The abstract base CPython documents: a subclass says what each method answers.
    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")


class timezone(tzinfo):
    # A fixed offset from UTC with an optional name; `timezone.utc` is the one of offset 0
    # and no name (also what `timezone(timedelta(0))` prints as).
    utc = _utc_zone()

    def __init__(self, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {_type_name(offset)}")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not {_type_name(name)}")
        if not -86400000000 < offset._us() < 86400000000:
            raise ValueError(
                "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), "
                + f"not {offset!r}."
            )
        super().__setattr__("_offset", offset)
        super().__setattr__("_name", name)

    def __setattr__(self, name, value):
        _refuse_assignment(self, name)
        super().__setattr__(name, value)

    def utcoffset(self, dt):
        return self._offset

    def dst(self, dt):
        return None

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _offset_text(self._offset, ":")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return (dt + self._offset).replace(tzinfo=self)

    def __str__(self):
        return self.tzname(None)

    def __repr__(self):
        if self._name is None and not self._offset:
            return "datetime.timezone.utc"
        if self._name is None:
            return f"datetime.timezone({self._offset!r})"
        return f"datetime.timezone({self._offset!r}, {self._name!r})"

    def __eq__(self, other):
        return isinstance(other, timezone) and self._offset == other._offset

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._offset)


def _parse_offset(text, whole):
    # The `timezone` of an ISO 8601 offset (`Z`, `+HH`, `+HH:MM`, `+HHMM`, with seconds and a
    # fraction after them), as 3.11's `fromisoformat` and `strptime`'s `%z` read it.
    bad = ValueError(f"Invalid isoformat string: {whole!r}")
    if text == "Z":
        return timezone.utc
    if text[:1] not in ("+", "-"):
        raise bad
    body = text[1:]
    fraction = "0"
    if "." in body:
        body, fraction = body.split(".", 1)
        if not fraction.isdigit():
            raise bad
        fraction = fraction[:6].ljust(6, "0")
    parts = body.split(":") if ":" in body else [body[i : i + 2] for i in range(0, len(body), 2)]
    if not 1 <= len(parts) <= 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        raise bad
    numbers = [int(p) for p in parts] + [0, 0]
    offset = timedelta(hours=numbers[0], minutes=numbers[1], seconds=numbers[2], microseconds=int(fraction))
    if text[0] == "-":
        offset = -offset
    if not offset:
        return timezone.utc
    return timezone(offset)

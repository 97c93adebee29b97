# `strftime` and `strptime` of `datetime`'s classes; read as one module with `datetime.py`.

def _strftime(value, fmt):
    # As CPython: `%f`, `%z` and `%Z` are the value's own (empty for a date or a naive
    # datetime), every other directive is `time.strftime`'s over `timetuple()` (for a `time`,
    # that of 1 January 1900 at that time, as CPython's).
    aware = isinstance(value, (datetime, time)) and value.utcoffset() is not None
    micro = value.microsecond if isinstance(value, (datetime, time)) else 0
    out = []
    i = 0
    while i < len(fmt):
        k = fmt[i + 1] if fmt[i] == "%" and i + 1 < len(fmt) else ""
        if k == "f":
            out.append(f"{micro:06d}")
        elif k == "z":
            out.append(_offset_text(value.utcoffset(), "") if aware else "")
        elif k == "Z":
            name = value.tzname() if isinstance(value, (datetime, time)) else None
            out.append("" if name is None else name.replace("%", "%%"))
        else:
            out.append(fmt[i : i + 2] if k else fmt[i])
        i += 2 if k else 1
    if isinstance(value, time):
        moment = _struct_time(1900, 1, 1, value.hour, value.minute, value.second, 0, 1, -1)
    else:
        moment = value.timetuple()
    return _time_strftime("".join(out), moment)


def _strptime(text, fmt):
    # [year, month, day, hour, minute, second, microsecond, tzinfo] read from `text` by `fmt`.
    fields = [1900, 1, 1, 0, 0, 0, 0]
    # What CPython's patterns for these directives match (`%m` is 1 to 12, ...).
    ranges = {"m": (1, 12), "d": (1, 31), "H": (0, 23), "M": (0, 59), "S": (0, 61), "I": (1, 12), "j": (1, 366)}
    # Where each number goes: `fields`, or 7 (the 12-hour clock) and 8 (the day of the year).
    slots = {"Y": (0, 4), "m": (1, 2), "d": (2, 2), "H": (3, 2), "M": (4, 2), "S": (5, 2), "f": (6, 6), "y": (0, 2), "I": (7, 2), "j": (8, 3)}
    fields = fields + [None, None]
    afternoon = None
    zone = None
    at = 0
    i = 0
    bad = ValueError(f"time data {text!r} does not match format {fmt!r}")
    while i < len(fmt):
        c = fmt[i]
        if c == "%" and i + 1 < len(fmt) and fmt[i + 1] in slots:
            k = fmt[i + 1]
            slot, width = slots[k]
            if k == "d" and text[at : at + 1] == " ":
                # As CPython's pattern for `%d`, a day of one digit may come after a space.
                at += 1
                width = 1
            end = at
            while end < len(text) and end - at < width and text[end].isdigit():
                end += 1
            if end == at or (k in "Yy" and end - at < width):
                # `%Y` is exactly four digits and `%y` two, every other number one or more.
                raise bad
            n = int(text[at:end])
            while k in ranges and not ranges[k][0] <= n <= ranges[k][1]:
                # The pattern falls back to fewer digits, leaving the rest for what follows.
                end -= 1
                if end == at:
                    raise bad
                n = int(text[at:end])
            if k == "y":
                n += 2000 if n < 69 else 1900
            if k == "f":
                n = int(text[at:end].ljust(6, "0"))
            fields[slot] = n
            at = end
            i += 2
            continue
        if c == "%" and i + 1 < len(fmt) and fmt[i + 1] in "bBaApZ":
            k = fmt[i + 1]
            names = _MONTH_NAMES if k in "bB" else _DAY_NAMES if k in "aA" else ("AM", "PM") if k == "p" else ("UTC", "GMT")
            found = False
            for index, name in enumerate(names):
                for form in (name, name[:3]):
                    if not found and text[at : at + len(form)].lower() == form.lower():
                        if k in "bB":
                            fields[1] = index + 1
                        if k == "p":
                            afternoon = index == 1
                        at += len(form)
                        found = True
            if not found:
                raise bad
            i += 2
            continue
        if c == "%" and i + 1 < len(fmt) and fmt[i + 1] == "z":
            end = _offset_end(text, at)
            if end is None:
                raise bad
            zone = _parse_offset(text[at:end], text)
            at = end
            i += 2
            continue
        if c.isspace():
            # As CPython: a run of whitespace in the format matches one or more in the text.
            while i < len(fmt) and fmt[i].isspace():
                i += 1
            if at >= len(text) or not text[at].isspace():
                raise bad
            while at < len(text) and text[at].isspace():
                at += 1
            continue
        if c == "%" and i + 1 < len(fmt) and fmt[i + 1] in "cxXUWwuGV":
            # CPython reads these too (week numbers, ISO weeks, the locale's forms).
            raise NotImplementedError(f"strptime's %{fmt[i + 1]} is not modelled")
        if c == "%" and i + 1 < len(fmt) and fmt[i + 1] == "%":
            c = "%"
            i += 1
        # CPython matches the whole format ignoring case, its literal characters too.
        if at >= len(text) or text[at].lower() != c.lower():
            raise bad
        at += 1
        i += 1
    if at < len(text):
        raise ValueError(f"unconverted data remains: {text[at:]}")
    if fields[7] is not None:
        # As CPython: 12 is midnight unless `%p` says PM, other hours move on 12 after noon.
        fields[3] = fields[7] % 12 + (12 if afternoon else 0)
    if fields[8] is not None:
        # The day of the year decides the month and the day.
        day = date.fromordinal(date(fields[0], 1, 1).toordinal() + fields[8] - 1)
        fields[1], fields[2] = day.month, day.day
    return fields[:7] + [zone]


def _offset_end(text, at):
    # Where the UTC offset `%z` reads at `at` ends: `Z`, or a sign, hours and minutes (`+0530`,
    # `+05:30`), then seconds and up to six digits of a fraction; None when there is none.
    if text[at : at + 1] == "Z":
        return at + 1
    if text[at : at + 1] not in ("+", "-"):
        return None
    end = at + 1
    for group in range(3):
        if group and text[end : end + 1] == ":":
            end += 1
        if _two(text, end) is None:
            return None if group < 2 else end - (1 if text[end - 1] == ":" else 0)
        end += 2
    if text[end : end + 1] == ".":
        digits = end + 1
        while digits < len(text) and digits - end <= 6 and text[digits].isdigit():
            digits += 1
        if digits > end + 1:
            end = digits
    return end


def _clock_text(hour, minute, second, micro, timespec):
    # A time of day in ISO 8601, to the unit `timespec` names (`auto`: seconds, or microseconds
    # when there are any).
    if timespec == "auto":
        timespec = "microseconds" if micro else "seconds"
    if timespec == "hours":
        return f"{hour:02d}"
    if timespec == "minutes":
        return f"{hour:02d}:{minute:02d}"
    text = f"{hour:02d}:{minute:02d}:{second:02d}"
    if timespec == "seconds":
        return text
    if timespec == "milliseconds":
        return text + f".{micro // 1000:03d}"
    if timespec == "microseconds":
        return text + f".{micro:06d}"
    raise ValueError("Unknown timespec value")


def _iso_clock(text, whole):
    # (hour, minute, second, microsecond) of an ISO 8601 time of day as 3.11 reads it: `HH`,
    # `HH:MM`, `HH:MM:SS` or their basic forms (`HHMMSS`), a fraction of any length after the
    # minutes or seconds (`.` or `,`); `whole` is the text the error names.
    bad = ValueError(f"Invalid isoformat string: {whole!r}")
    if text[-1:] == "Z" or "+" in text or "-" in text:
        raise NotImplementedError("clauz3 models naive datetimes only: a UTC offset in fromisoformat() is not modelled")
    fraction = None
    for i in range(len(text)):
        if fraction is None and text[i] in ".,":
            text, fraction = text[:i], text[i + 1 :]
            break
    if fraction is not None and not fraction.isdigit():
        raise bad
    if ":" in text:
        parts = text.split(":")
    else:
        parts = [text[i : i + 2] for i in range(0, len(text), 2)]
    if not 1 <= len(parts) <= 3 or (fraction is not None and len(parts) < 2):
        raise bad
    for part in parts:
        if len(part) != 2 or not part.isdigit():
            raise bad
    numbers = [int(part) for part in parts] + [0, 0]
    micro = int(fraction[:6].ljust(6, "0")) if fraction is not None else 0
    return numbers[0], numbers[1], numbers[2], micro

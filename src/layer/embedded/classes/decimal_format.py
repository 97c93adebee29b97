# `decimal`'s format specs, as CPython's C formatter reads and applies them; read as one
# module with `decimal.py`.


def _format_spec(spec):
    # CPython's Decimal format spec read into its parts; ValueError for a malformed one.
    bad = ValueError("invalid format string")
    fill, align, i = " ", None, 0
    if len(spec) >= 2 and spec[1] in "<>=^":
        fill, align, i = spec[0], spec[1], 2
    elif spec[:1] in ("<", ">", "=", "^"):
        align, i = spec[0], 1
    sign = "-"
    if spec[i : i + 1] in ("-", "+", " "):
        sign, i = spec[i], i + 1
    no_neg_zero = spec[i : i + 1] == "z"
    if no_neg_zero:
        i = i + 1
    zeropad = spec[i : i + 1] == "0"
    if zeropad:
        i = i + 1
        if align is not None:
            raise bad
    start = i
    while spec[i : i + 1] != "" and spec[i] in _DIGITS:
        i = i + 1
    width = int(spec[start:i]) if i > start else 0
    comma = spec[i : i + 1] == ","
    if comma:
        i = i + 1
    precision = None
    if spec[i : i + 1] == ".":
        start = i + 1
        i = start
        while spec[i : i + 1] != "" and spec[i] in _DIGITS:
            i = i + 1
        if i == start:
            raise bad
        precision = int(spec[start:i])
    kind = None
    if spec[i : i + 1] != "" and spec[i] in "eEfFgGn%":
        kind, i = spec[i], i + 1
    if i != len(spec) or (comma and kind == "n"):
        raise bad
    return fill, align or ">", sign, no_neg_zero, zeropad, width, comma, precision, kind


def _grouped(digits, min_width):
    # `digits` with commas every three, zero-padded to at least `min_width` characters.
    groups = []
    while True:
        size = min(max(len(digits), min_width, 1), 3)
        groups.append("0" * (size - len(digits)) + digits[max(len(digits) - size, 0) :])
        digits = digits[: len(digits) - size] if len(digits) > size else ""
        min_width = min_width - size
        if digits == "" and min_width <= 0:
            break
        min_width = min_width - 1
    return ",".join(reversed(groups))


def _aligned(sign, body, fill, align, width):
    padding = fill * (width - len(sign) - len(body))
    if align == "<":
        return sign + body + padding
    if align == "=":
        return sign + padding + body
    if align == "^":
        half = len(padding) // 2
        return padding[:half] + sign + body + padding[half:]
    return padding + sign + body


def _format(d, spec):
    fill, align, sign_mode, no_neg_zero, zeropad, width, comma, precision, kind = _format_spec(spec)
    if kind is None:
        kind = "G"
    if d._is_special:
        sign = "-" if d._sign else ("" if sign_mode == "-" else sign_mode)
        body = str(d.copy_abs()) + ("%" if kind == "%" else "")
        return _aligned(sign, body, fill, align, width)
    was_zero = d._int == 0
    if kind == "%":
        d = _triple(d._sign, d._int, d._exp + 2)
    if precision is not None:
        if kind in "eE":
            missing = precision + 1 - _ndigits(d._int)
            if missing > 0 and d._int != 0:
                d = _triple(d._sign, d._int * 10**missing, d._exp - missing)
            else:
                d = _fixed_to(d, precision + 1)
        elif kind in "fF%":
            d = _rescaled(d, -precision, getcontext().rounding)
        elif kind in "gGn" and _ndigits(d._int) > precision:
            d = _fixed_to(d, max(precision, 1))
    if d._int == 0 and d._exp > 0 and kind in "fF%":
        d = _rescaled(d, 0, getcontext().rounding)
    # CPython's C formatter applies `z` to an `F` field only when the value itself is zero.
    negative = d._sign == 1 and not (no_neg_zero and d._int == 0 and (kind != "F" or was_zero))
    digits = str(d._int)
    leftdigits = d._exp + len(digits)
    if kind in "eE":
        dotplace = 1 - precision if d._int == 0 and precision is not None else 1
    elif kind in "fF%":
        dotplace = leftdigits
    else:
        dotplace = leftdigits if d._exp <= 0 and leftdigits > -6 else 1
    if dotplace < 0:
        intpart, fracpart = "0", "0" * -dotplace + digits
    elif dotplace > len(digits):
        intpart, fracpart = digits + "0" * (dotplace - len(digits)), ""
    else:
        intpart, fracpart = digits[:dotplace] or "0", digits[dotplace:]
    exp = leftdigits - dotplace
    sign = "-" if negative else ("" if sign_mode == "-" else sign_mode)
    if fracpart:
        fracpart = "." + fracpart
    if exp != 0 or kind in "eE":
        mark = "E" if kind in "EG" else "e"
        fracpart = fracpart + mark + ("+" if exp >= 0 else "-") + str(abs(exp))
    if kind == "%":
        fracpart = fracpart + "%"
    min_width = width - len(fracpart) - len(sign) if zeropad else 0
    if comma:
        intpart = _grouped(intpart, min_width)
    elif len(intpart) < min_width:
        intpart = "0" * (min_width - len(intpart)) + intpart
    return _aligned(sign, intpart + fracpart, fill, align, width)


def _fixed_to(d, digits):
    # A finite `d` rounded by the context's rounding to `digits` significant digits.
    drop = _ndigits(d._int) - digits
    if drop <= 0:
        return d
    coef = _drop_digits(d._sign, d._int, drop, getcontext().rounding)
    exp = d._exp + drop
    if _ndigits(coef) > digits:
        coef, exp = coef // 10, exp + 1
    return _triple(d._sign, coef, exp)

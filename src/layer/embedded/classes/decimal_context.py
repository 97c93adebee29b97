# `decimal`'s contexts: the current one's precision and rounding are what arithmetic, `quantize`
# and formatting round by (`getcontext().prec = 6`, `with localcontext(prec=5):`), and a
# context's own methods (`ctx.divide(a, b)`, `ctx.create_decimal(s)`) compute as the operators
# would with it current; exponent limits and traps stay CPython's defaults, flags are not kept. Read as one module with `decimal.py`.


class Context:
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None, traps=None):
        for given in (Emin, Emax, capitals, clamp, flags, traps):
            if given is not None:
                raise NotImplementedError(
                    "clauz3 models a decimal context's prec and rounding only: Context(Emin=..., Emax=..., ...) is not modelled"
                )
        self._prec = 28
        self._rounding = ROUND_HALF_EVEN
        self._flags_unknown = False
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        if not isinstance(value, int):
            raise TypeError("an integer is required")
        if value > 9223372036854775807:
            raise OverflowError("Python int too large to convert to C ssize_t")
        if not 1 <= value <= 999999999999999999:
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        self._prec = value

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, value):
        self._rounding = _rounding("" if value is None else value)

    @property
    def Emax(self):
        return _EMAX

    @property
    def Emin(self):
        return _EMIN

    def copy(self):
        twin = Context(self._prec, self._rounding)
        twin._flags_unknown = self._flags_unknown
        return twin

    def Etiny(self):
        return _EMIN - self._prec + 1

    def _within(self, compute, *operands):
        # `compute` of the operands (ints or Decimals, as CPython's context methods take)
        # with this context current for its rounding.
        values = []
        for x in operands:
            d = _operand(x)
            if d is None:
                raise TypeError(f"conversion from {type(x).__name__} to Decimal is not supported")
            values.append(d)
        saved = getcontext()
        _make_current(self)
        try:
            return compute(*values)
        finally:
            _Current.context = saved

    def create_decimal(self, num="0"):
        # As `Decimal(num)` rounded to this context; unlike the constructor, a string may not
        # have whitespace around it or underscores.
        self._flags_unknown = True
        if isinstance(num, str) and (num != num.strip() or "_" in num):
            raise _invalid(ConversionSyntax)
        d = Decimal(num)
        if d._is_special:
            return d
        return self._within(lambda x: _fixed(x._sign, x._int, x._exp), d)

    def add(self, a, b):
        return self._within(_add, a, b)

    def subtract(self, a, b):
        return self._within(_subtract, a, b)

    def multiply(self, a, b):
        return self._within(_mul, a, b)

    def divide(self, a, b):
        return self._within(_truediv, a, b)

    def divide_int(self, a, b):
        return self._within(_floordiv, a, b)

    def remainder(self, a, b):
        return self._within(_mod, a, b)

    def power(self, a, b):
        return self._within(_power, a, b)

    def plus(self, a):
        return self._within(lambda x: +x, a)

    def minus(self, a):
        return self._within(lambda x: -x, a)

    def abs(self, a):
        return self._within(lambda x: x.__abs__(), a)

    def sqrt(self, a):
        return self._within(lambda x: x.sqrt(), a)

    def quantize(self, a, b):
        return self._within(lambda x, y: x.quantize(y), a, b)

    # The signals arithmetic raised so far (`Inexact`, `Rounded`, ...) are not kept, and which
    # ones raise is fixed at CPython's defaults: what shows or changes either is refused, never
    # answered with the defaults. `clear_flags()` changes nothing that can be read.
    @property
    def flags(self):
        raise NotImplementedError("clauz3 does not keep a decimal context's flags: ctx.flags is not modelled")

    @property
    def traps(self):
        raise NotImplementedError(
            "clauz3 keeps a decimal context's traps at CPython's defaults: ctx.traps is not modelled"
        )

    def clear_flags(self):
        return None

    def clear_traps(self):
        raise NotImplementedError(
            "clauz3 keeps a decimal context's traps at CPython's defaults: ctx.clear_traps() is not modelled"
        )

    def __repr__(self):
        if self._flags_unknown:
            raise NotImplementedError(
                "the repr of a decimal context that Decimals were made or compared under shows its flags, which clauz3 does not keep: print ctx.prec and ctx.rounding instead"
            )
        return (
            f"Context(prec={self._prec}, rounding={self._rounding}, Emin=-999999, Emax=999999, capitals=1, clamp=0, "
            "flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])"
        )


class _Current:
    # The run's current context, made on first use, and whether a Decimal has been made yet.
    context = None
    decimals_made = False


# What runs under a context may set its flags (`Inexact`, `FloatOperation` for a Decimal
# compared with a float, ...), which are not kept: a context current while a Decimal is made,
# or made current once one exists, no longer shows them (its `repr` is refused).
def _make_current(context):
    if _Current.decimals_made:
        context._flags_unknown = True
    _Current.context = context


def _decimal_made():
    _Current.decimals_made = True
    getcontext()._flags_unknown = True


def getcontext():
    if _Current.context is None:
        _make_current(Context())
    return _Current.context


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    _make_current(context)


class _LocalContext:
    # What `localcontext()` gives `with`: its context is the current one inside the block.
    def __init__(self, context):
        self._context = context
        self._saved = None

    def __enter__(self):
        self._saved = getcontext()
        _make_current(self._context)
        return self._context

    def __exit__(self, exc_type, exc, tb):
        _Current.context = self._saved
        return False


def localcontext(ctx=None, **kwargs):
    context = (getcontext() if ctx is None else ctx).copy()
    for name, value in kwargs.items():
        if name == "prec":
            context.prec = value
        elif name == "rounding":
            context.rounding = value
        elif name in ("Emin", "Emax", "capitals", "clamp", "flags", "traps"):
            raise NotImplementedError(f"clauz3 models a decimal context's prec and rounding only: localcontext({name}=...) is not modelled")
        else:
            raise TypeError(f"'{name}' is an invalid keyword argument for this function")
    return _LocalContext(context)


def _prec():
    return getcontext()._prec


def _etiny():
    return _EMIN - getcontext()._prec + 1

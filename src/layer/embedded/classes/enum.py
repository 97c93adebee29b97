"""`enum` for agent programs: what the members of every enumeration do, as subset classes, so
both engines run one definition. The members themselves (one object per name and run, with
`_name_` and `_value_`) and what the class does as a container (`Color(1)`, `Color["RED"]`,
iterating it, `len`, `in`, `__members__`) are the evaluator's (`sema/enums.rs`), which calls
`_of_value_` and `_of_name_` below. `auto()` and `@unique` are read with the class statement."""


class Enum:
    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"

    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        # CPython's `Enum.__hash__`: the name's hash (a flag made by combining has `None`).
        return hash(self._name_)

    @classmethod
    def _of_value_(cls, value):
        # `Color(value)`: the member itself, else the first member with an equal value.
        if isinstance(value, cls):
            return value
        for member in cls:
            if member._value_ == value:
                return member
        # Else what the class's `_missing_` makes of it, checked as CPython checks it.
        not_valid = ValueError(f"{value!r} is not a valid {cls.__qualname__}")
        try:
            found = cls._missing_(value)
        except ValueError:
            raise
        except Exception as e:
            try:
                raise not_valid
            except ValueError:
                raise e
        if isinstance(found, cls):
            return found
        if found is None:
            raise not_valid
        try:
            raise not_valid
        except ValueError:
            raise TypeError(
                f"error in {cls.__name__}._missing_: returned {found!r} instead of None or a valid member"
            )

    @classmethod
    def _missing_(cls, value):
        return None

    @classmethod
    def _of_name_(cls, name):
        # `Color[name]`: aliases included; `KeyError(name)` for any other name. A str is
        # compared name by name, so a name a proof does not know picks each member in turn.
        if isinstance(name, str):
            for key, member in cls.__members__.items():
                if key == name:
                    return member
            raise KeyError(name)
        return cls.__members__[name]


class IntEnum(Enum):
    """Members are ints: compared, hashed, written and computed with as their values."""

    def __str__(self):
        return repr(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    def __hash__(self):
        return hash(self._value_)

    def __eq__(self, other):
        return self._value_ == other

    def __ne__(self, other):
        return self._value_ != other

    def __lt__(self, other):
        return self._value_ < other

    def __le__(self, other):
        return self._value_ <= other

    def __gt__(self, other):
        return self._value_ > other

    def __ge__(self, other):
        return self._value_ >= other

    def __bool__(self):
        return self._value_ != 0

    def __int__(self):
        return self._value_

    def __index__(self):
        return self._value_

    def __float__(self):
        return float(self._value_)

    def __add__(self, other):
        return self._value_ + other

    def __radd__(self, other):
        return other + self._value_

    def __sub__(self, other):
        return self._value_ - other

    def __rsub__(self, other):
        return other - self._value_

    def __mul__(self, other):
        return self._value_ * other

    def __rmul__(self, other):
        return other * self._value_

    def __truediv__(self, other):
        return self._value_ / other

    def __rtruediv__(self, other):
        return other / self._value_

    def __floordiv__(self, other):
        return self._value_ // other

    def __rfloordiv__(self, other):
        return other // self._value_

    def __mod__(self, other):
        return self._value_ % other

    def __rmod__(self, other):
        return other % self._value_

    def __pow__(self, other):
        return self._value_**other

    def __rpow__(self, other):
        return other**self._value_

    def __divmod__(self, other):
        return divmod(self._value_, other)

    def __rdivmod__(self, other):
        return divmod(other, self._value_)

    def __and__(self, other):
        return self._value_ & other

    def __rand__(self, other):
        return other & self._value_

    def __or__(self, other):
        return self._value_ | other

    def __ror__(self, other):
        return other | self._value_

    def __xor__(self, other):
        return self._value_ ^ other

    def __rxor__(self, other):
        return other ^ self._value_

    def __lshift__(self, other):
        return self._value_ << other

    def __rshift__(self, other):
        return self._value_ >> other

    def __rlshift__(self, other):
        return other << self._value_

    def __rrshift__(self, other):
        return other >> self._value_

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return self._value_

    def __abs__(self):
        return abs(self._value_)

    def __invert__(self):
        return ~self._value_

    # `int`'s methods and number attributes, which give plain ints (`re.I.real` is `2`).
    def __round__(self, ndigits=None):
        if ndigits is None:
            return self._value_
        return round(self._value_, ndigits)

    def __trunc__(self):
        return self._value_

    def __floor__(self):
        return self._value_

    def __ceil__(self):
        return self._value_

    def bit_length(self):
        return self._value_.bit_length()

    def bit_count(self):
        return self._value_.bit_count()

    def to_bytes(self, length=1, byteorder="big", *, signed=False):
        return self._value_.to_bytes(length, byteorder, signed=signed)

    def as_integer_ratio(self):
        return self._value_.as_integer_ratio()

    def conjugate(self):
        return self._value_

    @property
    def real(self):
        return self._value_

    @property
    def imag(self):
        return 0

    @property
    def numerator(self):
        return self._value_

    @property
    def denominator(self):
        return 1


class StrEnum(Enum):
    """Members are strs: compared, hashed, written and concatenated as their values."""

    def __str__(self):
        return self._value_

    def __format__(self, spec):
        return format(self._value_, spec)

    def __hash__(self):
        return hash(self._value_)

    def __eq__(self, other):
        return self._value_ == other

    def __ne__(self, other):
        return self._value_ != other

    def __lt__(self, other):
        return self._value_ < other

    def __le__(self, other):
        return self._value_ <= other

    def __gt__(self, other):
        return self._value_ > other

    def __ge__(self, other):
        return self._value_ >= other

    def __len__(self):
        return len(self._value_)

    def __contains__(self, part):
        return part in self._value_

    def __getitem__(self, index):
        return self._value_[index]

    def __iter__(self):
        return iter(self._value_)

    def __add__(self, other):
        return self._value_ + other

    def __radd__(self, other):
        return other + self._value_

    def __mul__(self, other):
        return self._value_ * other

    def upper(self):
        return self._value_.upper()

    def lower(self):
        return self._value_.lower()

    def title(self):
        return self._value_.title()

    def startswith(self, prefix):
        return self._value_.startswith(prefix)

    def endswith(self, suffix):
        return self._value_.endswith(suffix)

    def replace(self, old, new):
        return self._value_.replace(old, new)


class _StrMixinEnum(StrEnum):
    """`class S(str, Enum)`: its members are strs as a `StrEnum`'s, but written as a plain
    `Enum`'s (`S.A`) by `str()`, `format()` and f-strings, as in CPython 3.11."""

    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"

    def __format__(self, spec):
        return format(str(self), spec)


class _IntMixinEnum(IntEnum):
    """`class I(int, Enum)`: an `IntEnum` written as a plain `Enum` (`I.X`)."""

    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"

    def __format__(self, spec):
        return format(str(self), spec)


class Flag(Enum):
    """Members combine with `|`, `&`, `^` and `~` into flags of the same class: a member of
    that value, else one made per value and cached (`_flag`, the evaluator's), named by the
    single-bit members it holds. Iterating the class gives its single-bit members only.
    Out-of-range values are CPython 3.11's `ValueError` (its `STRICT` boundary)."""

    def __repr__(self):
        return _flag_repr(self)

    def __str__(self):
        if self._name_ is None:
            return f"{type(self).__name__}({self._value_!r})"
        return f"{type(self).__name__}.{self._name_}"

    def __bool__(self):
        return bool(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __iter__(self):
        return _flag_iter(self)

    def __contains__(self, other):
        return _flag_contains(self, other)

    def __or__(self, other):
        return _flag_op(self, other, "|", False)

    __ror__ = __or__

    def __and__(self, other):
        return _flag_op(self, other, "&", False)

    __rand__ = __and__

    def __xor__(self, other):
        return _flag_op(self, other, "^", False)

    __rxor__ = __xor__

    def __invert__(self):
        # The members' bits this flag does not have.
        return type(self)(_flag_mask(type(self)) ^ self._value_)

    @classmethod
    def _flag_of_value(cls, value):
        return _flag_of_value(cls, value, False)


class IntFlag(IntEnum):
    """A `Flag` whose members are ints (compared, hashed, computed with and written as
    their values): combined with ints too, and any int value is kept, its bits outside the
    members' written as a number (CPython 3.11's `KEEP` boundary). Derived from `IntEnum` for
    its int methods; `isinstance` answers as CPython's bases do (`ir::EnumKind`)."""

    def __repr__(self):
        return _flag_repr(self)

    def __len__(self):
        return self._value_.bit_count()

    def __iter__(self):
        return _flag_iter(self)

    def __contains__(self, other):
        return _flag_contains(self, other)

    def __or__(self, other):
        return _flag_op(self, other, "|", True)

    __ror__ = __or__

    def __and__(self, other):
        return _flag_op(self, other, "&", True)

    __rand__ = __and__

    def __xor__(self, other):
        return _flag_op(self, other, "^", True)

    __rxor__ = __xor__

    def __invert__(self):
        return type(self)(~self._value_)

    @classmethod
    def _flag_of_value(cls, value):
        return _flag_of_value(cls, value, True)

    @classmethod
    def _flag_number(cls, bits):
        # How a flag's name writes the bits no member holds (CPython's `_numeric_repr_`).
        return repr(bits)


def _flag_repr(flag):
    if flag._name_ is None:
        return f"<{type(flag).__name__}: {flag._value_!r}>"
    return f"<{type(flag).__name__}.{flag._name_}: {flag._value_!r}>"


def _flag_iter(flag):
    # The class's single-bit members this flag holds, in definition order.
    return iter([m for m in type(flag) if m._value_ & flag._value_])


def _flag_contains(flag, other):
    if not isinstance(other, type(flag)):
        raise TypeError(
            f"unsupported operand type(s) for 'in': '{type(other).__name__}' and '{type(flag).__name__}'"
        )
    return other._value_ & flag._value_ == other._value_


def _flag_op(flag, other, op, ints):
    # `ints`: an `IntFlag` combines with plain ints too.
    cls = type(flag)
    if isinstance(other, cls):
        other = other._value_
    elif not (ints and isinstance(other, int)):
        return NotImplemented
    if op == "|":
        return cls(flag._value_ | other)
    if op == "&":
        return cls(flag._value_ & other)
    return cls(flag._value_ ^ other)


def _flag_mask(cls):
    # Every member's bits, multi-bit members and aliases included.
    mask = 0
    for member in cls.__members__.values():
        mask |= member._value_
    return mask


def _flag_of_value(cls, value, keep):
    # `Flag(value)`: the member of that value, else a flag made of the single-bit members it
    # holds. Bits outside the members are `ValueError` unless `keep`; a negative value counts
    # from the top of the members' bits, as CPython 3.11 counts it.
    if isinstance(value, cls):
        return value
    if not isinstance(value, int):
        raise ValueError(f"{value!r} is not a valid {cls.__name__}")
    mask = _flag_mask(cls)
    all_bits = 2 ** mask.bit_length() - 1
    if not (~all_bits <= value <= all_bits) or value & (all_bits ^ mask):
        if not keep:
            width = max(value.bit_length(), mask.bit_length())
            raise ValueError(
                f"<flag {cls.__name__!r}> invalid value {value!r}\n"
                + f"    given {_flag_bits(value, width)}\n  allowed {_flag_bits(mask, width)}"
            )
        if value < 0:
            value = max(all_bits + 1, 2 ** value.bit_length()) + value
    if value < 0:
        value = all_bits + 1 + value
    for member in cls.__members__.values():
        if member._value_ == value:
            return member
    held = [m for m in cls if m._value_ & value]
    known = 0
    for m in held:
        known |= m._value_
    name = None
    if known:
        name = "|".join([m._name_ for m in held])
        if value != known:
            name += "|" + cls._flag_number(value ^ known)
    return _flag(cls, value, name)


def _flag_bits(value, width):
    # `0b0 0101`: a sign bit, a space, then the bits in two's complement over `width` digits.
    if value >= 0:
        return "0b0 " + format(value, "b").zfill(width)
    digits = format(value & (2 ** value.bit_length() - 1), "b").zfill(value.bit_length())
    return "0b1 " + digits.rjust(width, "1")

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

    @classmethod
    def _of_value_(cls, value):
        # `Color(value)`: the member itself, else the first member with an equal value.
        if isinstance(value, cls):
            return value
        for member in cls:
            if member._value_ == value:
                return member
        raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")

    @classmethod
    def _of_name_(cls, name):
        # `Color[name]`: aliases included; `KeyError(name)` for any other name.
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

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return self._value_

    def __abs__(self):
        return abs(self._value_)

    def __invert__(self):
        return ~self._value_


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

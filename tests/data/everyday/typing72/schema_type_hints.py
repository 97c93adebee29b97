"""A small schema checker walking get_type_hints of dataclasses, with Optional and Literal."""
from dataclasses import dataclass, field
from typing import List, Literal, Optional, get_args, get_origin, get_type_hints

Status = Literal["active", "suspended"]


@dataclass
class Address:
    city: str
    zip_code: str


@dataclass
class Customer:
    name: str
    age: int
    status: Status
    email: Optional[str] = None
    tags: List[str] = field(default_factory=list)


def describe(tp):
    origin = get_origin(tp)
    if origin is Literal:
        return "one of " + "/".join(get_args(tp))
    if origin is not None:
        inner = ", ".join(describe(a) for a in get_args(tp))
        return f"{getattr(origin, '__name__', 'Union')}[{inner}]"
    return tp.__name__


def validate(obj):
    errors = []
    for name, tp in get_type_hints(type(obj)).items():
        value = getattr(obj, name)
        origin = get_origin(tp)
        if origin is Literal:
            ok = value in get_args(tp)
        elif origin is list:
            ok = isinstance(value, list) and all(isinstance(v, get_args(tp)[0]) for v in value)
        elif origin is not None:
            ok = isinstance(value, get_args(tp))
        else:
            ok = isinstance(value, tp)
        if not ok:
            errors.append(f"{name}: expected {describe(tp)}, got {value!r}")
    return errors


def main():
    hints = get_type_hints(Customer)
    for name, tp in hints.items():
        print(name, "->", describe(tp), "|", tp)
    good = Customer("Ann", 41, "active", tags=["vip"])
    bad = Customer("Bob", "x", "deleted", email=7, tags=["ok", 3])
    print(validate(good))
    for line in validate(bad):
        print(" ", line)
    print(get_type_hints(Address))


if __name__ == "__main__":
    main()

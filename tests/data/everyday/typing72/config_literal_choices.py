"""Validate a service config against Literal choices read at run time with get_args."""
from typing import Literal, Optional, get_args, get_origin

LogLevel = Literal["debug", "info", "warning", "error"]
Backend = Literal["sqlite", "postgres"]
Port = Optional[int]

SCHEMA = {"log_level": LogLevel, "backend": Backend, "port": Port}


def check(name, value):
    kind = SCHEMA[name]
    if get_origin(kind) is Literal:
        choices = get_args(kind)
        if value not in choices:
            return f"{name}={value!r} is not one of {', '.join(choices)}"
        return None
    allowed = get_args(kind)
    if not isinstance(value, allowed):
        names = " or ".join(t.__name__ for t in allowed)
        return f"{name}={value!r} must be {names}"
    return None


def main():
    configs = [
        {"log_level": "info", "backend": "sqlite", "port": None},
        {"log_level": "loud", "backend": "postgres", "port": 5432},
        {"log_level": "debug", "backend": "mongo", "port": "80"},
    ]
    for cfg in configs:
        problems = [p for p in (check(k, v) for k, v in cfg.items()) if p]
        print("ok" if not problems else "; ".join(problems))
    print(LogLevel)
    print(Port, get_origin(Port), get_args(Port))
    print("error" in get_args(LogLevel), len(get_args(Backend)))


if __name__ == "__main__":
    main()

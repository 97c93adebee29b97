"""Casting values and reading type hints to build a settings loader."""
from dataclasses import dataclass
from typing import cast, get_type_hints, NamedTuple
import typing


class Base:
    host: str
    port: int


class Service(Base):
    retries: int
    timeout: float
    replica: None


@dataclass
class Limits:
    burst: int = 10
    rate: float = 1.5
    tags: list[str] = None


class Pair(NamedTuple):
    left: int
    right: int


def connect(host: str, port: int = 80, secure: bool = False) -> None:
    pass


def load(cls, raw: dict) -> dict:
    out = {}
    for name, typ in get_type_hints(cls).items():
        if name in raw and typ in (int, float, str, bool):
            out[name] = typ(raw[name])
        elif name in raw:
            out[name] = raw[name]
    return out


def main():
    print(get_type_hints(connect))
    print(get_type_hints(Service))
    print(typing.get_type_hints(Limits), get_type_hints(Pair))
    print(load(Service, {"host": "db", "port": "5432", "retries": "3", "timeout": "2.5", "x": 1}))
    print(Limits(**load(Limits, {"burst": "4", "rate": "0.5"})))
    n = cast(int, "7")
    print(n, cast("list[int]", [1, 2]), typing.cast(str, 5) + 1)
    print(get_type_hints(load), get_type_hints(main))


if __name__ == "__main__":
    main()

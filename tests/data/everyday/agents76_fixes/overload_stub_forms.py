"""Typed helpers written with @overload stubs in every place agents put them."""
import typing
from typing import Iterator, Union, overload
from typing import overload as variant


@overload
def parse_size(text: str) -> int: ...
@overload
def parse_size(text: None) -> None: ...
def parse_size(text: Union[str, None]) -> Union[int, None]:
    if text is None:
        return None
    units = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}
    text = text.strip().lower()
    if text[-1] in units:
        return int(float(text[:-1]) * units[text[-1]])
    return int(text)


@typing.overload
def first(items: list[int]) -> int: ...
@typing.overload
def first(items: list[str], default: str = "") -> str: ...
def first(items, default=None):
    return items[0] if items else default


@variant
def label(x: int) -> str: ...
@variant
def label(x: float) -> str: ...
def label(x):
    return f"<{x!r}>"


class Column:
    def __init__(self, name: str, values: list[float]):
        self.name = name
        self.values = values

    @overload
    def __getitem__(self, index: int) -> float: ...
    @overload
    def __getitem__(self, index: slice) -> list[float]: ...
    def __getitem__(self, index):
        return self.values[index]

    def __len__(self) -> int:
        return len(self.values)

    def __iter__(self) -> Iterator[float]:
        return iter(self.values)

    @overload
    @staticmethod
    def coerce(v: str) -> float: ...
    @overload
    @staticmethod
    def coerce(v: int) -> float: ...
    @staticmethod
    def coerce(v):
        return float(v)

    @overload
    @classmethod
    def of(cls, name: str) -> "Column": ...
    @overload
    @classmethod
    def of(cls, name: str, *values: float) -> "Column": ...
    @classmethod
    def of(cls, name, *values):
        return cls(name, [cls.coerce(v) for v in values])


def main():
    for text in ("512", "1.5k", " 2M ", None, "3g"):
        print(f"{text!r:>8} -> {parse_size(text)}")
    print(first([3, 4]), repr(first([], "none")), first(["x"]))
    print(label(3), label(2.5))
    col = Column.of("latency", "1.5", 2, "0.25", 8)
    print(col.name, col[0], col[-1], col[1:3], len(col), sum(col))
    print(Column.coerce("7"), sorted(col, reverse=True)[:2])

    @overload
    def scale(v: int) -> int: ...
    @overload
    def scale(v: float) -> float: ...
    def scale(v):
        return v * 10

    print(scale(4), scale(0.5), scale.__name__)
    print([name for name in vars(Column) if not name.startswith("__")])
    return len(col)


if __name__ == "__main__":
    main()

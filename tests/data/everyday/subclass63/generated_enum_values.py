"""Enumerations whose `auto()` values come from their own `_generate_next_value_`, as agents
write str enums of API names and numbered steps."""

from enum import Enum, StrEnum, auto


class Color(str, Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()

    RED = auto()
    DARK_BLUE = auto()


class Kebab(StrEnum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower().replace("_", "-")

    LIST_ITEMS = auto()
    GET = auto()


class Step(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return (count + 1) * 10

    FIRST = auto()
    SECOND = auto()
    THIRD = 99
    FOURTH = auto()


class Title(Enum):
    def _generate_next_value_(name, *args):
        return name.title()

    OPEN_NOW = auto()
    closed = auto()


def main() -> int:
    print(list(Color), Color.RED == "red", Color("dark_blue").name)
    print([k.value for k in Kebab], Kebab.LIST_ITEMS, f"{Kebab.GET}")
    print([(s.name, s.value) for s in Step])
    print([t.value for t in Title])
    return 0


if __name__ == "__main__":
    main()

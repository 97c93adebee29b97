from typing import TypeVar

import clauz3
from tools.pantry.trusted.schemas import Jar

RowT = TypeVar("RowT", bound=clauz3.Row)


@clauz3.ensures(lambda result: len(result) <= 10)
@clauz3.trusted
def find_jars(shelf: str) -> list[Jar]:
    """The jars on a shelf (at most ten)."""
    return [Jar(label="beans", grams=10, sealed=True)]


@clauz3.ensures(lambda schema, shelf, result: len(result) <= 4)
@clauz3.trusted
def read_any(schema: type[RowT], shelf: str) -> list[RowT]:
    """Rows of any schema from a shelf (at most four)."""
    ...


@clauz3.requires(lambda label, grams: grams >= 0)
@clauz3.trusted
def take(label: str, grams: int) -> None:
    """Take grams out of the jar with this label."""
    print("took", grams, "from", label)


@clauz3.trusted
def store(jar: Jar) -> None:
    """Put a jar back."""
    ...


@clauz3.trusted
def newest(shelf: str) -> Jar:
    """The newest jar of a shelf."""
    ...

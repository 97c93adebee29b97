from typing import TypeVar

import clauz3
from tools.pantry.trusted.schemas import Jar

RowT = TypeVar("RowT", bound=clauz3.Row)


@clauz3.ensures(lambda result: len(result) <= 10)
@clauz3.trusted
def find_jars(shelf: str) -> list[Jar]: ...


@clauz3.ensures(lambda schema, shelf, result: len(result) <= 4)
@clauz3.trusted
def read_any(schema: type[RowT], shelf: str) -> list[RowT]: ...


@clauz3.requires(lambda label, grams: grams > 0)
@clauz3.trusted
def take(label: str, grams: int) -> None: ...

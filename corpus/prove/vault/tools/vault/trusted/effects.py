import typing
from typing import TypeVar

import clauz3
import deal
from clauz3 import _path_safety as ps
from clauz3 import FilePath, DirectoryPath
from clauz3 import row


class Secret(row.Row):
    name: str
    version: int


RowT = TypeVar("RowT", bound=clauz3.Row)
ALLOWED = ("prod", "dev")


@deal.pre(lambda path: ps.is_plain_path(str(path)), message="plain paths only")
@deal.has("disk")
def read_secret(path: FilePath) -> str: ...


@clauz3.requires(lambda env, key, value: env in ALLOWED and len(key) > 0)
@clauz3.trusted
@clauz3.mock
def put(env: str, key: str, value: str) -> None:
    """Store {key} in {env}."""
    print("put", env, key)


@clauz3.ensures(lambda result: len(result) <= 3)
@clauz3.trusted
def rows(schema: typing.Type[RowT], env: str) -> typing.List[RowT]: ...


@clauz3.trusted
def listing(folder: DirectoryPath) -> list[str]: ...

"""The db library's effects: typed rows read from SQLite files or CSV directories, and
tables created and rows inserted in SQLite files.

The prover never runs these bodies: a call is a fact, its preconditions are obligations,
and ``read_rows`` returns a list of the row class it is given, at most 100 long.
``clauz3 run`` executes each effect natively: SQLite through its bundled library, one
transaction per call and values always bound as parameters (no SQL text is accepted from
the program); a directory of CSV files is read as one table per ``<table>.csv``. DuckDB and
Parquet sources are refused at run time with an error naming the supported formats.

A failure raises what a program may handle, and each effect declares it
(``@deal.raises``): ``OSError`` (``FileNotFoundError`` for a missing source) and
``ValueError`` for a source, table or row the effect cannot use.
"""

from typing import TypeVar

import clauz3
import deal
from clauz3._path_safety import has_no_parent_segments, is_plain_path, is_single_path_component

RowT = TypeVar("RowT", bound=clauz3.Row)


@clauz3.requires(
    lambda schema, path, table, where: has_no_parent_segments(path),
    message="path must not contain parent-directory segments",
)
@clauz3.requires(
    lambda schema, path, table, where: is_single_path_component(table),
    message="table must be a single path component",
)
@clauz3.requires(
    lambda schema, path, table, where: len(path) > 0 and len(table) > 0,
    message="path and table must be non-empty",
)
@clauz3.ensures(lambda result: len(result) <= 100)
@deal.raises(OSError, ValueError)
@clauz3.trusted
def read_rows(
    schema: type[RowT],
    path: str,
    table: str,
    where: dict[str, object],
) -> list[RowT]:
    """At most 100 rows of ``table`` in ``path`` whose columns equal ``where``, as ``schema``.

    ``path`` is a SQLite file, one CSV file named after the table, or a directory holding
    ``<table>.csv``. Only the columns ``schema`` declares are read.
    """
    ...


@clauz3.requires(
    lambda schema, path, table: is_plain_path(path),
    message="database path must have plain path segments",
)
@clauz3.requires(
    lambda schema, path, table: is_single_path_component(table),
    message="table must be a single path component",
)
@clauz3.requires(
    lambda schema, path, table: len(path) > 0 and len(table) > 0,
    message="path and table must be non-empty",
)
@deal.raises(OSError, ValueError)
@clauz3.trusted
def create_table(schema: type[RowT], path: str, table: str) -> None:
    """A new table shaped like ``schema`` (str, int and bool columns, none NULL).

    The database file (``.db``, ``.sqlite`` or ``.sqlite3``) is made if missing, in a
    directory that exists; a table of that name already there is an error.
    """
    ...


@clauz3.requires(
    lambda path, table, row: is_plain_path(path),
    message="database path must have plain path segments",
)
@clauz3.requires(
    lambda path, table, row: is_single_path_component(table),
    message="table must be a single path component",
)
@clauz3.requires(
    lambda path, table, row: len(path) > 0 and len(table) > 0,
    message="path and table must be non-empty",
)
@deal.raises(OSError, ValueError)
@clauz3.trusted
def insert_row(path: str, table: str, row: RowT) -> None:
    """Appends ``row`` to an existing table of an existing database file, in one commit."""
    ...

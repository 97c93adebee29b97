"""What a program may do with databases: which sources and tables it reads, with which
filter, and which databases and tables it writes, and how often."""

from tools.db.trusted.effects import create_table, insert_row, read_rows

from clauz3 import FilePath
from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as core_no_guarantees

Reads = effect(read_rows)
Writes = effect(create_table, insert_row)
Inserts = effect(insert_row)


@contract
def no_guarantees() -> ContractSpec:
    """Promises nothing about databases."""
    return core_no_guarantees()


@contract
def no_db_reads() -> ContractSpec:
    """No ``read_rows`` call (writes are another contract's business)."""
    return Reads.empty()


@contract
def reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of ``read_rows``."""
    return Reads.count() <= count


@contract
def only_read_under(root: str) -> ContractSpec:
    """Every source read starts with ``root``."""
    return Reads.all(lambda e: e.path.startswith(root))


@contract
def never_read_under(prefix: str) -> ContractSpec:
    """No source read starts with ``prefix``."""
    return Reads.all(lambda e: not e.path.startswith(prefix))


@contract
def only_table(table: str) -> ContractSpec:
    """Every read is of ``table``."""
    return Reads.all(lambda e: e.table == table)


@contract
def only_tables(tables: list[str]) -> ContractSpec:
    """Every read is of one of ``tables``."""
    return Reads.all(lambda e: e.table in tables)


@contract
def only_where(filter_dict: dict[str, object]) -> ContractSpec:
    """Every read filters with exactly ``filter_dict``."""
    return Reads.all(lambda e: e.where == filter_dict)


@contract(description="No database tool creates tables or inserts rows.")
def no_db_writes() -> ContractSpec:
    """No ``create_table`` or ``insert_row`` call; reads are allowed."""
    return Writes.empty()


@contract(description="Database tools write only to databases {files} (paths compared as text).")
def only_writes_databases(files: list[FilePath]) -> ContractSpec:
    """Tables are created and rows inserted only in these database files.

    A relative path matches with or without a leading ``./``; an empty list forbids every
    write. Writes of other libraries are not covered.
    """
    if type(files) is not list or any(type(path) is not FilePath for path in files):
        raise TypeError("files must be a list of FilePath literals")
    names = []
    for path in files:
        bare = path.value.removeprefix("./")
        names.append(bare)
        if not bare.startswith("/"):
            names.append("./" + bare)
    return Writes.all(lambda e: e.path in names)


@contract(description="Database tools create or insert into only these tables: {tables}.")
def only_writes_tables(tables: list[str]) -> ContractSpec:
    """Writes go only to these table names."""
    return Writes.all(lambda e: e.table in tables)


@contract(description="Database tools make at most {count} create or insert calls.")
def writes_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of ``create_table`` and ``insert_row`` together."""
    return Writes.count() <= count


@contract(description="Database tools insert at most {count} rows in total.")
def rows_inserted_at_most(count: int) -> ContractSpec:
    """At most ``count`` rows inserted (one per ``insert_row`` call)."""
    return Inserts.count() <= count

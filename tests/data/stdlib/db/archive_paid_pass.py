from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


@clauz3.guarantee(db.only_writes_databases([clauz3.FilePath("archive.db")]))
@clauz3.guarantee(db.only_writes_tables(["orders"]))
@clauz3.guarantee(db.rows_inserted_at_most(100))
def main() -> None:
    create_table(Order, "./archive.db", "orders")
    for row in read_rows(Order, "data", "orders", {"paid": True}):
        insert_row("archive.db", "orders", row)

from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


@clauz3.guarantee(db.only_read_under("exports"))
@clauz3.guarantee(db.only_writes_databases([clauz3.FilePath("archive.db")]))
@clauz3.guarantee(db.only_writes_tables(["paid"]))
@clauz3.guarantee(db.rows_inserted_at_most(100))
def main() -> None:
    paid = read_rows(Order, "exports", "orders", {"paid": True})
    create_table(Order, "archive.db", "paid")
    for order in paid:
        insert_row("archive.db", "paid", order)
    print(f"archived {len(paid)} paid orders")

from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


# A missing source takes the handler, which creates a table.
@clauz3.guarantee(db.no_db_writes())
def main() -> int:
    try:
        rows = read_rows(Order, "data/shop.db", "orders", {})
    except OSError:
        create_table(Order, "data/shop.db", "orders")
        rows = []
    return len(rows)

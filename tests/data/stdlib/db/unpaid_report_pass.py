from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


# At most 100 rows come back, so the report fits a page of 100 lines.
@clauz3.guarantee(db.only_read_under("data/"))
@clauz3.guarantee(db.only_table("orders"))
@clauz3.guarantee(db.no_db_writes())
def main() -> int:
    rows = read_rows(Order, "data/shop.db", "orders", {"paid": False})
    assert len(rows) <= 100
    return len(rows)

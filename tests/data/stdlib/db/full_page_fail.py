from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


# The postcondition allows exactly 100 rows.
def main() -> None:
    rows = read_rows(Order, "data/shop.db", "orders", {})
    assert len(rows) < 100

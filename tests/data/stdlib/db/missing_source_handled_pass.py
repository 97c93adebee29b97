from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool


@clauz3.guarantee(db.no_db_writes())
def main() -> int:
    try:
        rows = read_rows(Order, "data", "orders", {})
    except FileNotFoundError:
        rows = []
    return len(rows)
